// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavoritesLink } from '@/components/favorites/FavoritesLink';
import { toggleFavorite } from '@/components/favorites/favorites-store';

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('@/i18n/navigation', async () => ({
  Link: (await import('./navigation-mock')).MockLink,
  usePathname: () => route.pathname,
}));

afterEach(() => {
  window.localStorage.clear();
  route.pathname = '/';
});

describe('FavoritesLink', () => {
  it('links to the favorites page and shows no count while nothing is saved', () => {
    render(<FavoritesLink label="Favorieten" />);
    const link = screen.getByRole('link', { name: 'Favorieten' });
    expect(link).toHaveAttribute('href', '/favorites');
    expect(screen.queryByTestId('favorites-count')).not.toBeInTheDocument();
  });

  it('updates its count live as hearts are toggled anywhere', () => {
    render(<FavoritesLink label="Favorieten" />);
    act(() => void toggleFavorite(1));
    act(() => void toggleFavorite(2));
    expect(screen.getByRole('link', { name: 'Favorieten (2)' })).toBeInTheDocument();
    act(() => void toggleFavorite(1));
    expect(screen.getByTestId('favorites-count')).toHaveTextContent('1');
  });

  it('marks itself as the current page on the favorites page', () => {
    route.pathname = '/favorites';
    render(<FavoritesLink label="Favoris" />);
    expect(screen.getByRole('link', { name: 'Favoris' })).toHaveAttribute('aria-current', 'page');
  });
});
