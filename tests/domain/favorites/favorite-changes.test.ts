import { describe, expect, it } from 'vitest';
import { countChangedFavorites, favoriteChange } from '@/domain/favorites/favorite-changes';
import type { SavedFavorite } from '@/domain/favorites/saved-favorite';

const saved = (price: number | null, status: 'for-sale' | 'for-rent' | 'sold' = 'for-sale') => ({
  price,
  status,
});

function favorite(changes: Partial<SavedFavorite> = {}): SavedFavorite {
  return { id: 1, savedAt: '2026-10-01T09:00:00.000Z', saved: saved(350_000), ...changes };
}

describe('favoriteChange', () => {
  it('is a lower price, with the price when saved and the price now', () => {
    expect(favoriteChange(favorite(), saved(325_000))).toEqual({
      kind: 'priceLowered',
      previous: 350_000,
      current: 325_000,
    });
  });

  it('is nothing for a price that stayed or went up, or that is on request now or then', () => {
    expect(favoriteChange(favorite(), saved(350_000))).toBeNull();
    expect(favoriteChange(favorite(), saved(360_000))).toBeNull();
    expect(favoriteChange(favorite(), saved(null))).toBeNull();
    expect(favoriteChange(favorite({ saved: saved(null) }), saved(325_000))).toBeNull();
  });

  it('is "sold" or "rented" for an estate no longer on offer, whatever its price', () => {
    expect(favoriteChange(favorite(), { price: 300_000, status: 'sold' })).toEqual({
      kind: 'closed',
      status: 'sold',
    });
    expect(
      favoriteChange(favorite({ saved: saved(950, 'for-rent') }), { price: 950, status: 'rented' }),
    ).toEqual({ kind: 'closed', status: 'rented' });
  });

  it('is nothing new for an estate that was sold already when saved', () => {
    expect(favoriteChange(favorite({ saved: saved(300_000, 'sold') }), saved(300_000, 'sold'))).toBeNull();
  });

  it('is "gone" when the content service no longer has the estate', () => {
    expect(favoriteChange(favorite(), 'gone')).toEqual({ kind: 'gone' });
  });

  it('compares with the estate as last seen when not told how it is now', () => {
    expect(favoriteChange(favorite({ seen: saved(340_000) }))).toMatchObject({ current: 340_000 });
    expect(favoriteChange(favorite())).toBeNull();
  });

  it('is nothing for a favourite kept before favourites remembered anything', () => {
    expect(favoriteChange({ id: 1 }, 'gone')).toBeNull();
    expect(favoriteChange({ id: 1, seen: saved(1) })).toBeNull();
  });
});

describe('countChangedFavorites', () => {
  it('counts the favourites whose estate changed since they were saved', () => {
    expect(
      countChangedFavorites([
        favorite({ id: 1, seen: saved(300_000) }),
        favorite({ id: 2, seen: saved(350_000) }),
        favorite({ id: 3, seen: 'gone' }),
        { id: 4 },
      ]),
    ).toBe(2);
  });
});
