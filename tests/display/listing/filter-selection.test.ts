import { describe, expect, it } from 'vitest';
import {
  choiceOfIds,
  selectionCount,
  withOfferedTransaction,
  withoutSelection,
} from '@/display/listing/filter-selection';
import { parseFilters } from '@/domain/search/parse-filters';
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

describe('the status filter', () => {
  // As the demo's "te koop" listing offers them: sold is id 1 in one data source and 5 in the other.
  const choices = [
    { value: '1,5', label: 'Verkocht' },
    { value: '3', label: 'Te koop' },
    { value: '7', label: 'Overgenomen' },
    { value: '9', label: 'Over te nemen' },
  ];
  const offered = (query: string) =>
    withOfferedTransaction(parseFilters(new URLSearchParams(query)), choices);

  it('keeps a status that is one of the choices, in any order of its ids', () => {
    expect(offered('status=9&bedrooms=2')).toEqual({ transaction: [9], bedrooms: 2 });
    expect(offered('transaction=5,1')).toEqual({ transaction: [5, 1] });
    expect(choiceOfIds([5, 1])).toBe('1,5');
  });

  it('drops a status that is not one of the choices, and it counts as no selection', () => {
    for (const query of ['status=5', 'status=42', 'status=3&status=9']) {
      const filters = offered(`${query}&group=status`);
      expect(filters).toEqual({ group: 'status' });
      expect(selectionCount(filters)).toBe(0);
    }
  });

  it('keeps the selection when the service named no choices to judge it by', () => {
    expect(withOfferedTransaction({ transaction: [5] }, [])).toEqual({ transaction: [5] });
  });
});
