import { describe, expect, it } from 'vitest';
import { favoriteStateOf } from '@/domain/favorites/estate-favorite-state';
import { readSavedFavorites } from '@/domain/favorites/saved-favorite';
import { estate } from '../search/estate-fixtures';

const forSale = { price: 350_000, status: 'for-sale' } as const;

describe('readSavedFavorites', () => {
  it('turns favourites kept as plain ids into favourites that remember nothing yet', () => {
    expect(readSavedFavorites([12, 7])).toEqual([{ id: 12 }, { id: 7 }]);
  });

  it('reads favourites with what they remember, beside plain ids in the same list', () => {
    const kept = { id: 3, savedAt: '2026-10-01T09:00:00.000Z', saved: forSale, seen: 'gone' };
    expect(readSavedFavorites([kept, 4])).toEqual([kept, { id: 4 }]);
  });

  it('leaves out what is no favourite, and keeps the first of an id kept twice', () => {
    expect(
      readSavedFavorites([
        12,
        '7',
        -3,
        4.5,
        null,
        { id: 0 },
        { id: 9, saved: { price: 'cheap', status: 'for-sale' } },
        { id: 9, saved: { price: 100, status: 'bought' } },
        { id: 8, savedAt: 'yesterday' },
        { id: 12, saved: forSale },
      ]),
    ).toEqual([{ id: 12 }]);
  });

  it('reads anything but a list as no favourites', () => {
    expect(readSavedFavorites({ 12: true })).toEqual([]);
    expect(readSavedFavorites(null)).toEqual([]);
  });
});

describe('favoriteStateOf', () => {
  it('remembers the public price and the status badge of an estate', () => {
    expect(favoriteStateOf(estate())).toEqual(forSale);
    expect(favoriteStateOf(estate({ price: null, general: { status: 'SOLD' } }))).toEqual({
      price: null,
      status: 'sold',
    });
  });
});
