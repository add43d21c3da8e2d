// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavbarShell } from '@/components/layout/NavbarShell';

let currentPath = '/nl';
vi.mock('next/navigation', () => ({ usePathname: () => currentPath }));

function renderNavbar() {
  return render(
    <NavbarShell
      brand={<span>Vitrine</span>}
      navigation={<span>Te koop</span>}
      tools={null}
      openLabel="Menu openen"
      closeLabel="Menu sluiten"
    />,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe('NavbarShell', () => {
  it('marks itself scrolled only past 20 px', () => {
    renderNavbar();
    const navbar = screen.getByTestId('navbar');
    expect(navbar).toHaveAttribute('data-scrolled', 'false');
    scrollTo(20);
    expect(navbar).toHaveAttribute('data-scrolled', 'false');
    scrollTo(21);
    expect(navbar).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(navbar).toHaveAttribute('data-scrolled', 'false');
  });

  it('opens and closes the drawer with an accessible toggle', () => {
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Menu openen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Menu sluiten' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Menu sluiten' }));
    expect(screen.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the drawer when the visitor goes to another page', () => {
    const { rerender } = renderNavbar();
    fireEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    currentPath = '/nl/te-koop';
    rerender(
      <NavbarShell
        brand={null}
        navigation={null}
        tools={null}
        openLabel="Menu openen"
        closeLabel="Menu sluiten"
      />,
    );
    expect(screen.getByRole('button', { name: 'Menu openen' })).toHaveAttribute('aria-expanded', 'false');
  });
});
