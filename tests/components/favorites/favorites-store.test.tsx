// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FAVORITES_STORAGE_KEY,
  getFavorites,
  isFavorite,
  parseFavorites,
  removeFavorite,
  toggleFavorite,
  useFavorites,
} from '@/components/favorites/favorites-store';

function storedIds(): unknown {
  return JSON.parse(window.localStorage.getItem(FAVORITES_STORAGE_KEY) ?? 'null');
}

/** What the browser does in this tab when another tab writes the same storage key. */
function writeFromAnotherTab(value: string | null, key: string | null = FAVORITES_STORAGE_KEY) {
  if (key === null) window.localStorage.clear();
  else if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
}

afterEach(() => window.localStorage.clear());

describe('favorites store', () => {
  it('saves toggled estates under vitrine.favorites as a list of ids, oldest first', () => {
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
    expect(parseFavorites('[12, "7", 12, -3, 0, 4.5, 8]')).toEqual([12, 8]);
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
