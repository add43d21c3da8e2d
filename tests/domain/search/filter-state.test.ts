import { describe, expect, it } from 'vitest';
import { withChanges, withCities, withPriceRange, withSort, withTypes } from '@/domain/search/filter-state';
import type { SearchFilters } from '@/domain/search/search-filters';

describe('filter transitions (spec §4)', () => {
  describe('a sort', () => {
    it('merges into the filter, leaving the other filters', () => {
      expect(withSort({ city: [9000] }, 'price', 'DESC')).toEqual({
        city: [9000],
        sortType: 'price',
        sortOrder: 'DESC',
      });
    });

    it('starts ascending when chosen without an order', () => {
      expect(withSort({}, 'city')).toEqual({ sortType: 'city', sortOrder: 'ASC' });
    });
  });

  describe('cities and types', () => {
    it('store the chosen lists', () => {
      expect(withTypes(withCities({}, [9000, 1000]), [2])).toEqual({ city: [9000, 1000], type: [2] });
    });

    it('remove the filter when set to an empty list', () => {
      const chosen: SearchFilters = { city: [9000], type: [1], bedrooms: 2 };
      expect(withTypes(withCities(chosen, []), [])).toEqual({ bedrooms: 2 });
    });

    it('start new types without the subtypes of the previous ones', () => {
      expect(withTypes({ type: [1], subType: [11] }, [2])).toEqual({ type: [2] });
    });
  });

  describe('a price range', () => {
    it('stores min and max', () => {
      expect(withPriceRange({}, 100000, 250000)).toEqual({ 'price-min': 100000, 'price-max': 250000 });
    });

    it('drops an empty value and keeps the other bound', () => {
      expect(withPriceRange({ 'price-min': 100000, 'price-max': 250000 }, null, 300000)).toEqual({
        'price-max': 300000,
      });
    });

    it('treats a mistyped bound as empty', () => {
      expect(withPriceRange({}, Number.NaN, -5)).toEqual({});
    });
  });

  describe('an update', () => {
    it('merges the given filters over the current ones', () => {
      expect(withChanges({ city: [9000], bedrooms: 2 }, { bedrooms: 3, subType: [11] })).toEqual({
        city: [9000],
        bedrooms: 3,
        subType: [11],
      });
    });

    it('removes a filter given as empty and keeps the chosen sort', () => {
      const chosen: SearchFilters = { city: [9000], country: 'BE', sortType: 'price', sortOrder: 'ASC' };
      expect(withChanges(chosen, { city: [], country: undefined })).toEqual({
        sortType: 'price',
        sortOrder: 'ASC',
      });
    });

    it('does not change the filters it was given', () => {
      const before: SearchFilters = { city: [9000] };
      withChanges(before, { city: [1000] });
      expect(before).toEqual({ city: [9000] });
    });
  });
});
