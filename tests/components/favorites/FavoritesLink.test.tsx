// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavoritesLink } from '@/components/favorites/FavoritesLink';
import { FAVORITES_STORAGE_KEY, recordSeen, toggleFavorite } from '@/components/favorites/favorites-store';
import { renderInDutch } from '../../support/intl';

const route = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('@/i18n/navigation', async () => ({
  Link: (await import('./navigation-mock')).MockLink,
  usePathname: () => route.pathname,
}));

function renderLink(label: string) {
  return renderInDutch(<FavoritesLink />, { texts: { FavoritesLink: { label } } });
}

afterEach(() => {
  window.localStorage.clear();
  route.pathname = '/';
});

describe('FavoritesLink', () => {
  it('links to the favorites page and shows no count while nothing is saved', () => {
    renderLink('Favorieten');
    const link = screen.getByRole('link', { name: 'Favorieten' });
    expect(link).toHaveAttribute('href', '/favorites');
    expect(screen.queryByTestId('favorites-count')).not.toBeInTheDocument();
  });

  it('updates its count live as hearts are toggled anywhere', () => {
    renderLink('Favorieten');
    act(() => void toggleFavorite(1));
    act(() => void toggleFavorite(2));
    expect(screen.getByRole('link', { name: 'Favorieten (2)' })).toBeInTheDocument();
    act(() => void toggleFavorite(1));
    expect(screen.getByTestId('favorites-count')).toHaveTextContent('1');
  });

  it('marks itself as the current page on the favorites page', () => {
    route.pathname = '/favorites';
    renderLink('Favoris');
    expect(screen.getByRole('link', { name: 'Favoris' })).toHaveAttribute('aria-current', 'page');
  });

  it('says in its name, and shows, that favourites changed since they were saved', () => {
    const saved = { price: 350_000, status: 'for-sale' } as const;
    toggleFavorite(1, saved);
    toggleFavorite(2, saved);
    renderLink('Favorieten');
    expect(screen.getByRole('link', { name: 'Favorieten (2)' })).toBeInTheDocument();
    expect(screen.getByTestId('favorites-count')).not.toHaveAttribute('data-changed');

    act(() => recordSeen(1, { price: 325_000, status: 'for-sale' }));
    expect(screen.getByRole('link', { name: 'Favorieten (2), 1 gewijzigd' })).toBeInTheDocument();
    expect(screen.getByTestId('favorites-count')).toHaveAttribute('data-changed', 'true');
    act(() => recordSeen(2, 'gone'));
    expect(screen.getByRole('link', { name: 'Favorieten (2), 2 gewijzigd' })).toBeInTheDocument();
  });

  it('counts a favourite kept as a plain id, from before favourites remembered, as unchanged', () => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, '[5]');
    renderLink('Favorieten');
    act(() => recordSeen(5, { price: 200_000, status: 'sold' }));
    expect(screen.getByRole('link', { name: 'Favorieten (1)' })).toBeInTheDocument();
  });
});
