import { describe, expect, it } from 'vitest';
import { selectionCount, withoutSelection } from '@/display/listing/filter-selection';
import type { SearchFilters } from '@/domain/search';

const filters: SearchFilters = {
  city: [12, 13],
  'price-max': 400_000,
  bedrooms: 3,
  sortType: 'price',
  sortOrder: 'ASC',
  view: 1,
  group: 'city',
};

describe('the filter selection', () => {
  it('clears every filter and keeps sort, grouping and view as the visitor set them', () => {
    expect(withoutSelection(filters)).toEqual({
      sortType: 'price',
      sortOrder: 'ASC',
      view: 1,
      group: 'city',
    });
  });

  it('counts the filters that narrow the listing, one per key', () => {
    expect(selectionCount(filters)).toBe(3);
    expect(selectionCount(withoutSelection(filters))).toBe(0);
    expect(selectionCount({ city: undefined, type: [1] })).toBe(1);
  });
});
