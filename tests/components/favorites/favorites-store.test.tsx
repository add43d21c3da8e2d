// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acknowledgeChange,
  FAVORITES_STORAGE_KEY,
  getFavorites,
  getSavedFavorites,
  isFavorite,
  parseFavorites,
  recordSeen,
  removeFavorite,
  toggleFavorite,
  useFavorites,
} from '@/components/favorites/favorites-store';

/** The ids of the favourites as the browser keeps them. */
function storedIds(): unknown {
  const stored = JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null') as
    { id: number }[] | null;
  return stored?.map((favorite) => favorite.id) ?? null;
}

const forSale = { price: 350_000, status: 'for-sale' } as const;
const NOW = new Date('2026-11-20T10:00:00Z');

/** What the browser does in this tab when another tab writes the same storage key. */
function writeFromAnotherTab(value: string | null, key: string | null = FAVORITES_STORAGE_KEY) {
  if (key === null) window.localStorage.clear();
  else if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

afterEach(() => window.localStorage.clear());

describe('favorites store', () => {
  it('saves toggled estates under vitrine.favorites, oldest first', () => {
    expect(toggleFavorite(12)).toBe(true);
    expect(toggleFavorite(7)).toBe(true);
    expect(storedIds()).toEqual([12, 7]);
    expect(getFavorites()).toEqual([12, 7]);
    expect(isFavorite(7)).toBe(true);
  });

  it('removes an estate when it is toggled a second time', () => {
    toggleFavorite(12);
    toggleFavorite(7);
    expect(toggleFavorite(12)).toBe(false);
    expect(storedIds()).toEqual([7]);
    expect(isFavorite(12)).toBe(false);
  });

  it('removes a favorite and leaves the list alone for an id that is not saved', () => {
    toggleFavorite(3);
    removeFavorite(99);
    expect(storedIds()).toEqual([3]);
    removeFavorite(3);
    // The last favourite gone, the browser keeps nothing of it.
    expect(window.localStorage.getItem(FAVORITES_STORAGE_KEY)).toBeNull();
  });

  it('ignores ids that are not positive whole numbers', () => {
    expect(toggleFavorite(-1)).toBe(false);
    expect(toggleFavorite(1.5)).toBe(false);
    expect(window.localStorage.getItem(FAVORITES_STORAGE_KEY)).toBeNull();
  });

  it('reads broken or foreign storage as no favorites, keeping only valid unique ids', () => {
    expect(parseFavorites('not json')).toEqual([]);
    expect(parseFavorites('{"12": true}')).toEqual([]);
    expect(parseFavorites(null)).toEqual([]);
    expect(parseFavorites('[12, "7", 12, -3, 0, 4.5, 8]')).toEqual([{ id: 12 }, { id: 8 }]);
  });

  it('remembers when an estate was saved and its price and status then', () => {
    toggleFavorite(12, forSale, NOW);
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY)!)).toEqual([
      { id: 12, savedAt: '2026-11-20T10:00:00.000Z', saved: forSale, seen: forSale },
    ]);
  });

  it('keeps favourites stored as plain ids, and gives them what they are seen with first', () => {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, '[12, 7]');
    expect(getFavorites()).toEqual([12, 7]);
    recordSeen(7, { price: 200_000, status: 'for-rent' });
    expect(getSavedFavorites()).toEqual([
      { id: 12 },
      { id: 7, saved: { price: 200_000, status: 'for-rent' }, seen: { price: 200_000, status: 'for-rent' } },
    ]);
    // Gone before it was ever seen: nothing to compare with, so no state is invented.
    recordSeen(12, 'gone');
    expect(getSavedFavorites()[0]).toEqual({ id: 12, seen: 'gone' });
  });

  it('notes what the estate is like now beside what it was like when saved', () => {
    toggleFavorite(3, forSale, NOW);
    recordSeen(3, { price: 325_000, status: 'for-sale' });
    expect(getSavedFavorites()[0]).toMatchObject({
      saved: forSale,
      seen: { price: 325_000, status: 'for-sale' },
    });
  });

  it('writes nothing when an estate is seen as it was seen last', () => {
    toggleFavorite(3, forSale, NOW);
    const before = getSavedFavorites();
    recordSeen(3, { ...forSale });
    expect(getSavedFavorites()).toBe(before);
  });

  it('takes the estate as seen now as the new reference once the visitor took note of a change', () => {
    toggleFavorite(3, forSale, NOW);
    recordSeen(3, { price: 325_000, status: 'for-sale' });
    acknowledgeChange(3);
    expect(getSavedFavorites()[0]).toMatchObject({
      saved: { price: 325_000, status: 'for-sale' },
      seen: { price: 325_000, status: 'for-sale' },
    });
  });

  it('keeps the same snapshot while the storage is unchanged', () => {
    toggleFavorite(5);
    expect(getFavorites()).toBe(getFavorites());
  });
});

describe('useFavorites', () => {
  it('re-renders when a favorite is toggled in this tab', () => {
    const { result } = renderHook(() => useFavorites());
    expect(result.current).toEqual([]);
    act(() => void toggleFavorite(21));
    expect(result.current).toEqual([21]);
    act(() => void toggleFavorite(21));
    expect(result.current).toEqual([]);
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useFavorites());
    act(() => writeFromAnotherTab('[4,9]'));
    expect(result.current).toEqual([4, 9]);
    act(() => writeFromAnotherTab(null, null));
    expect(result.current).toEqual([]);
  });

  it('ignores storage events of other keys', () => {
    toggleFavorite(1);
    const { result } = renderHook(() => useFavorites());
    const before = result.current;
    act(() => writeFromAnotherTab('x', 'something-else'));
    expect(result.current).toBe(before);
  });

  it('renders no favorites on the server, whatever the browser holds', () => {
    toggleFavorite(33);
    function Count() {
      return <span>{useFavorites().length}</span>;
    }
    expect(renderToString(<Count />)).toBe('<span>0</span>');
  });
});
