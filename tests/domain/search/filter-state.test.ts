import { describe, expect, it } from 'vitest';
import type { EstateFilters } from '@/content-api/schemas';
import { filterReducer, initialFilterState, type FilterState } from '@/domain/search/filter-state';

const withQuery = (filterQuery: Partial<FilterState['filterQuery']>): FilterState => ({
  ...initialFilterState,
  filterQuery: { ...initialFilterState.filterQuery, ...filterQuery },
});

describe('filterReducer', () => {
  it('starts sorted by date, newest first, without options', () => {
    expect(initialFilterState).toEqual({
      filterQuery: { sortType: 'date', sortOrder: 'DESC' },
      options: null,
      isLoading: false,
      error: null,
    });
  });

  describe('initFromRequest', () => {
    it('keeps only the known filter keys and wraps a single city and type in lists', () => {
      const state = filterReducer(initialFilterState, {
        type: 'initFromRequest',
        searchParams: { city: '9000', type: '1', 'price-min': '100000', bedrooms: '3', ref: 'newsletter' },
      });
      expect(state.filterQuery).toEqual({
        sortType: 'date',
        sortOrder: 'DESC',
        city: [9000],
        type: [1],
        'price-min': 100000,
        bedrooms: 3,
      });
    });

    it('replaces the previous selection and keeps the default sort when none is asked', () => {
      const state = filterReducer(withQuery({ city: [1000], sortType: 'price', sortOrder: 'ASC' }), {
        type: 'initFromRequest',
        searchParams: new URLSearchParams('type=2'),
      });
      expect(state.filterQuery).toEqual({ sortType: 'date', sortOrder: 'DESC', type: [2] });
    });

    it('takes the sort from the request', () => {
      const state = filterReducer(initialFilterState, {
        type: 'initFromRequest',
        searchParams: new URLSearchParams('sortType=price&sortOrder=DESC'),
      });
      expect(state.filterQuery).toEqual({ sortType: 'price', sortOrder: 'DESC' });
    });
  });

  describe('fetching options', () => {
    const options: Partial<EstateFilters> = { prices: { min: 100000, max: 900000 }, bedrooms: [1, 2, 3] };

    it('sets loading when it starts', () => {
      expect(filterReducer(initialFilterState, { type: 'fetchOptionsStart' }).isLoading).toBe(true);
    });

    it('stores the options and clears the error on success', () => {
      const failed = { ...initialFilterState, isLoading: true, error: new Error('down') };
      const state = filterReducer(failed, { type: 'fetchOptionsSuccess', options });
      expect(state).toMatchObject({ options, isLoading: false, error: null });
    });

    it('stores the error on failure', () => {
      const error = new Error('down');
      const state = filterReducer(
        { ...initialFilterState, isLoading: true },
        { type: 'fetchOptionsFailure', error },
      );
      expect(state).toMatchObject({ isLoading: false, error });
    });
  });

  describe('setSort', () => {
    it('merges the sort into the filter, leaving the other filters', () => {
      const state = filterReducer(withQuery({ city: [9000] }), {
        type: 'setSort',
        sortType: 'price',
        sortOrder: 'DESC',
      });
      expect(state.filterQuery).toEqual({ city: [9000], sortType: 'price', sortOrder: 'DESC' });
    });

    it('starts an explicit sort ascending', () => {
      const state = filterReducer(initialFilterState, { type: 'setSort', sortType: 'city' });
      expect(state.filterQuery).toMatchObject({ sortType: 'city', sortOrder: 'ASC' });
    });
  });

  describe('setCities and setTypes', () => {
    it('store the chosen lists', () => {
      const withCities = filterReducer(initialFilterState, { type: 'setCities', cities: [9000, 1000] });
      const withTypes = filterReducer(withCities, { type: 'setTypes', types: [2] });
      expect(withTypes.filterQuery).toMatchObject({ city: [9000, 1000], type: [2] });
    });

    it('remove the filter when given an empty list', () => {
      const chosen = withQuery({ city: [9000], type: [1] });
      const state = filterReducer(filterReducer(chosen, { type: 'setCities', cities: [] }), {
        type: 'setTypes',
        types: [],
      });
      expect(state.filterQuery).not.toHaveProperty('city');
      expect(state.filterQuery).not.toHaveProperty('type');
    });
  });

  describe('setPriceRange', () => {
    it('stores min and max', () => {
      const state = filterReducer(initialFilterState, { type: 'setPriceRange', min: 100000, max: 250000 });
      expect(state.filterQuery).toMatchObject({ 'price-min': 100000, 'price-max': 250000 });
    });

    it('drops an empty value and keeps the other bound', () => {
      const chosen = withQuery({ 'price-min': 100000, 'price-max': 250000 });
      const state = filterReducer(chosen, { type: 'setPriceRange', min: null, max: 300000 });
      expect(state.filterQuery).not.toHaveProperty('price-min');
      expect(state.filterQuery['price-max']).toBe(300000);
    });

    it('treats a mistyped bound as empty', () => {
      const state = filterReducer(initialFilterState, { type: 'setPriceRange', min: Number.NaN, max: -5 });
      expect(state.filterQuery).toEqual({ sortType: 'date', sortOrder: 'DESC' });
    });
  });

  describe('update', () => {
    it('merges the given filters over the current ones', () => {
      const state = filterReducer(withQuery({ city: [9000], bedrooms: 2 }), {
        type: 'update',
        filters: { bedrooms: 3, subType: [11] },
      });
      expect(state.filterQuery).toEqual({
        sortType: 'date',
        sortOrder: 'DESC',
        city: [9000],
        bedrooms: 3,
        subType: [11],
      });
    });

    it('removes a filter given as empty', () => {
      const state = filterReducer(withQuery({ city: [9000], country: 'BE' }), {
        type: 'update',
        filters: { city: [], country: undefined },
      });
      expect(state.filterQuery).toEqual({ sortType: 'date', sortOrder: 'DESC' });
    });

    it('does not change the state it was given', () => {
      const before = withQuery({ city: [9000] });
      filterReducer(before, { type: 'update', filters: { city: [1000] } });
      expect(before.filterQuery.city).toEqual([9000]);
    });
  });
});
