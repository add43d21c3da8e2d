import { describe, expect, it } from 'vitest';
import type { EstateListingNode } from '@/content-api/schemas';
import { PAGE_SIZE, VIEW_TYPES } from '@/domain/search/constants';
import { buildEstateFiltersBody, buildEstateSearchBody } from '@/domain/search/search-query';
import type { SearchFilters } from '@/domain/search/search-filters';

const queryFor = (filters: SearchFilters) => buildEstateSearchBody({ filters }).query;

describe('buildEstateSearchBody: filters to index fields', () => {
  it.each<[string, SearchFilters, object]>([
    ['country', { country: 'BE' }, { match: { 'address.country': 'BE' } }],
    ['city', { city: [9000, 1000] }, { terms: { 'address.city.id': [9000, 1000] } }],
    ['price-min', { 'price-min': 100000 }, { range: { 'price.value': { gte: 100000 } } }],
    ['price-max', { 'price-max': 300000 }, { range: { 'price.value': { lte: 300000 } } }],
    ['type', { type: [1, 2] }, { terms: { 'general.headType.id': [1, 2] } }],
    ['transaction', { transaction: [3] }, { terms: { 'general.transaction.id': [3] } }],
    ['subType', { subType: [11] }, { terms: { 'general.subType.id': [11] } }],
    ['bedrooms 1..5', { bedrooms: 3 }, { match: { 'general.bedroomCount': 3 } }],
    ['bed-min', { 'bed-min': 2 }, { range: { 'general.bedroomCount': { gte: 2 } } }],
    [
      'geo_range',
      { geo_range: '5km;50.85;4.35' },
      { geo_distance: { distanceKm: 5, lat: 50.85, lon: 4.35 } },
    ],
  ])('maps %s to its index field', (_key, filters, expected) => {
    expect(queryFor(filters)).toEqual(expected);
  });

  it('maps the status alias from a URL to the transaction id', () => {
    expect(queryFor({ transaction: [2] })).toEqual({ terms: { 'general.transaction.id': [2] } });
  });

  it('puts both price bounds in one range', () => {
    expect(queryFor({ 'price-min': 1, 'price-max': 2 })).toEqual({
      range: { 'price.value': { gte: 1, lte: 2 } },
    });
  });

  it('filters the large bedroom bucket as at least 6, the same as bed-min 6', () => {
    const bucket = queryFor({ bedrooms: '6+' });
    expect(bucket).toEqual({ range: { 'general.bedroomCount': { gte: 6 } } });
    expect(queryFor({ 'bed-min': 6 })).toEqual(bucket);
  });

  it('keeps the higher minimum when the bucket and bed-min are both set', () => {
    expect(queryFor({ bedrooms: '6+', 'bed-min': 8 })).toEqual({
      range: { 'general.bedroomCount': { gte: 8 } },
    });
  });

  it('lets a valid geo range replace the city terms', () => {
    const query = queryFor({ city: [9000], geo_range: '5km;50.85;4.35' });
    expect(query.terms).toBeUndefined();
    expect(query.geo_distance).toEqual({ distanceKm: 5, lat: 50.85, lon: 4.35 });
  });

  it('keeps the city terms when the geo range is invalid', () => {
    expect(queryFor({ city: [9000], geo_range: '5km;x;y' })).toEqual({
      terms: { 'address.city.id': [9000] },
    });
  });

  it('never sends empty values', () => {
    const filters = { city: [], type: [], country: '', transaction: [] } as SearchFilters;
    expect(queryFor(filters)).toEqual({});
  });
});

describe('buildEstateSearchBody: listing node', () => {
  const node: EstateListingNode = {
    kind: 'estates',
    query: {
      terms: { 'general.headType.id': [1, 2], 'general.status': [] },
      match: { 'address.country': 'BE' },
      range: { 'price.value': { lte: 500000 } },
    },
    collections: [1],
  };

  it('starts from the node query and its collections', () => {
    expect(buildEstateSearchBody({ node }).query).toEqual({
      terms: { 'general.headType.id': [1, 2] },
      match: { 'address.country': 'BE' },
      range: { 'price.value': { lte: 500000 } },
      collections: [1],
    });
  });

  it('narrows the node query with the filters', () => {
    const { query } = buildEstateSearchBody({
      node,
      filters: { type: [2, 4], 'price-min': 200000, city: [9000] },
    });
    expect(query).toEqual({
      terms: { 'general.headType.id': [2], 'address.city.id': [9000] },
      match: { 'address.country': 'BE' },
      range: { 'price.value': { gte: 200000, lte: 500000 } },
      collections: [1],
    });
  });

  it('ignores filter values that lie wholly outside the node', () => {
    const { query } = buildEstateSearchBody({ node, filters: { type: [5], country: 'FR' } });
    expect(query.terms).toEqual({ 'general.headType.id': [1, 2] });
    expect(query.match).toEqual({ 'address.country': 'BE' });
  });

  it('joins the collections of the node and of its query once each', () => {
    const withBoth: EstateListingNode = {
      kind: 'estates',
      query: { collections: [1, 3] },
      collections: [3, 2],
    };
    expect(buildEstateSearchBody({ node: withBoth }).query.collections).toEqual([3, 2, 1]);
  });
});

describe('buildEstateSearchBody: sort, group and pages', () => {
  it('sorts by publication date, newest first, when no sort is chosen', () => {
    expect(buildEstateSearchBody({}).sort).toEqual([{ field: 'general.publicationDate', direction: 'DESC' }]);
  });

  it.each([
    ['price', 'price.value'],
    ['city', 'address.city.name'],
    ['date', 'general.publicationDate'],
    ['type', 'general.subType.id'],
  ] as const)('sorts by %s on %s in the chosen order', (sortType, field) => {
    const body = buildEstateSearchBody({ filters: { sortType, sortOrder: 'DESC' } });
    expect(body.sort).toEqual([{ field, direction: 'DESC' }]);
  });

  it('sorts an explicit sort type without an order ascending', () => {
    expect(buildEstateSearchBody({ filters: { sortType: 'price' } }).sort).toEqual([
      { field: 'price.value', direction: 'ASC' },
    ]);
  });

  it('asks for one page of 15 from the offset', () => {
    expect(PAGE_SIZE).toBe(15);
    expect(buildEstateSearchBody({}).pagination).toEqual({ from: 0, size: 15 });
    expect(buildEstateSearchBody({ offset: 30 }).pagination).toEqual({ from: 30, size: 15 });
  });

  it('treats a negative or unusable offset as the first page', () => {
    expect(buildEstateSearchBody({ offset: -3 }).pagination?.from).toBe(0);
    expect(buildEstateSearchBody({ offset: Number.NaN }).pagination?.from).toBe(0);
  });

  it('sorts by the group order first, then by the chosen sort', () => {
    const body = buildEstateSearchBody({ filters: { group: 'type', sortType: 'price', sortOrder: 'ASC' } });
    expect(body.sort).toEqual([
      { field: 'general.headType.id', direction: 'ASC', values: [1, 3, 7, 2, 4, 6, 10, 5, 9] },
      { field: 'price.value', direction: 'ASC' },
    ]);
  });

  it('groups by status in the order of the status sections', () => {
    const [groupTerm] = buildEstateSearchBody({ filters: { group: 'status' } }).sort ?? [];
    expect(groupTerm).toEqual({
      field: 'general.status',
      direction: 'ASC',
      values: ['FOR_SALE', 'TO_RENT', 'SOLD', 'RENTED', 'TAKE_OVER', 'TAKEN_OVER'],
    });
  });

  it('ignores a group the node does not offer', () => {
    const node: EstateListingNode = { kind: 'estates', query: {}, groupOptions: ['city'] };
    const body = buildEstateSearchBody({ node, filters: { group: 'price' } });
    expect(body.sort).toEqual([{ field: 'general.publicationDate', direction: 'DESC' }]);
  });
});

describe('buildEstateSearchBody: map view', () => {
  const filters: SearchFilters = { city: [9000], group: 'type', sortType: 'price', sortOrder: 'ASC' };

  it('sends the query alone, without sort, group or pagination', () => {
    const body = buildEstateSearchBody({ filters, viewType: VIEW_TYPES.MAP, offset: 15 });
    expect(body).toEqual({ query: { terms: { 'address.city.id': [9000] } } });
  });

  it('follows the view of the filters when no view type is given', () => {
    expect(buildEstateSearchBody({ filters: { ...filters, view: VIEW_TYPES.MAP } })).not.toHaveProperty(
      'sort',
    );
    expect(buildEstateSearchBody({ filters })).toHaveProperty('pagination');
  });

  it('lets an explicit view type win over the filters', () => {
    const body = buildEstateSearchBody({ filters: { view: VIEW_TYPES.MAP }, viewType: VIEW_TYPES.GALLERY });
    expect(body.pagination).toEqual({ from: 0, size: 15 });
  });
});

describe('buildEstateFiltersBody', () => {
  it('is the query of the node and the current filters, nothing more', () => {
    const node: EstateListingNode = { kind: 'estates', query: { match: { 'general.status': 'FOR_SALE' } } };
    const body = buildEstateFiltersBody({ node, filters: { type: [1], sortType: 'price', view: 1 } });
    expect(body).toEqual({
      query: { terms: { 'general.headType.id': [1] }, match: { 'general.status': 'FOR_SALE' } },
    });
  });
});
