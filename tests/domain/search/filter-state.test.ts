import { describe, expect, it } from 'vitest';
import {
  withChanges,
  withChangesOnto,
  withCities,
  withGeoRange,
  withPriceRange,
  withSort,
  withTypes,
} from '@/domain/search/filter-state';
import { parseFilters, serializeFilters } from '@/domain/search/parse-filters';
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

  describe('a geo range (spec §5)', () => {
    const ghent = { distanceKm: 10, lat: 51.0543, lon: 3.7174 };

    it('replaces the chosen cities, keeping the other filters', () => {
      expect(withGeoRange({ city: [9000, 1000], bedrooms: 2 }, ghent)).toEqual({
        geo_range: '10km;51.0543;3.7174',
        bedrooms: 2,
      });
    });

    it('gives way to cities chosen afterwards', () => {
      const inRange = withGeoRange({ type: [1] }, ghent);
      expect(withCities(inRange, [9000])).toEqual({ type: [1], city: [9000] });
    });

    it('stays when the last city chip is removed (there was no range to clear)', () => {
      expect(withCities({ geo_range: '5km;50.85;4.35' }, [])).toEqual({ geo_range: '5km;50.85;4.35' });
    });

    it('changes its distance around the same point', () => {
      const wider = withGeoRange(withGeoRange({}, ghent), { ...ghent, distanceKm: 20 });
      expect(wider).toEqual({ geo_range: '20km;51.0543;3.7174' });
    });

    it('is dropped when its values are bad, and the cities stay', () => {
      const chosen: SearchFilters = { city: [9000], geo_range: '5km;50.85;4.35' };
      expect(withGeoRange(chosen, { ...ghent, distanceKm: 0 })).toEqual({ city: [9000] });
      expect(withGeoRange(chosen, { ...ghent, distanceKm: 2.5 })).toEqual({ city: [9000] });
      expect(withGeoRange(chosen, { ...ghent, lat: 91 })).toEqual({ city: [9000] });
      expect(withGeoRange(chosen, { ...ghent, lon: Number.NaN })).toEqual({ city: [9000] });
      expect(withGeoRange(chosen, null)).toEqual({ city: [9000] });
    });

    it('writes the URL key the parser reads, so a reload finds the same range', () => {
      const url = serializeFilters(withGeoRange({ city: [9000] }, ghent));
      expect(url.toString()).toBe('geo_range=10km%3B51.0543%3B3.7174');
      expect(parseFilters(url)).toEqual({ geo_range: '10km;51.0543;3.7174' });
    });
  });

  describe('two changes made from the same filters', () => {
    const base: SearchFilters = { city: [9000], type: [1], subType: [12], sortType: 'price' };

    it('both count: the second is carried onto the first', () => {
      const first = withSort(base, 'date', 'DESC');
      const second = withTypes(base, [2]);
      expect(withChangesOnto(first, base, second)).toEqual({
        city: [9000],
        type: [2],
        sortType: 'date',
        sortOrder: 'DESC',
      });
    });

    it('keep what the second one dropped dropped, and leave the first one’s own change', () => {
      const first = withCities(base, [9000, 1000]);
      const second = withChanges(base, { sortType: undefined });
      expect(withChangesOnto(first, base, second)).toEqual({ city: [9000, 1000], type: [1], subType: [12] });
    });
  });
});
