import { describe, expect, it } from 'vitest';
import { VIEW_TYPES } from '@/domain/search/constants';
import { parseFilters, serializeFilters } from '@/domain/search/parse-filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('parseFilters', () => {
  it('turns bad values into no filter instead of an error', () => {
    expect(parse('price-min=abc&bedrooms=-3&geo_range=5km;x;y&type=&city=')).toEqual({});
  });

  it('keeps only the known filter keys', () => {
    expect(parse('city=9000&utm_source=mail&page=2&foo=bar')).toEqual({ city: [9000] });
  });

  it('reads every known key into its typed value', () => {
    const query =
      'country=be&city=9000&price-min=100000&price-max=400000&type=1&transaction=3&subType=11' +
      '&bedrooms=2&bed-min=1&geo_range=5km;50.85;4.35&sortType=price&sortOrder=desc&view=map&group=city';
    expect(parse(query)).toEqual({
      country: 'BE',
      city: [9000],
      'price-min': 100000,
      'price-max': 400000,
      type: [1],
      transaction: [3],
      subType: [11],
      bedrooms: 2,
      'bed-min': 1,
      geo_range: '5km;50.85;4.35',
      sortType: 'price',
      sortOrder: 'DESC',
      view: VIEW_TYPES.MAP,
      group: 'city',
    });
  });

  it('wraps a single city and type in lists', () => {
    expect(parseFilters({ city: '9000', type: '2' })).toEqual({ city: [9000], type: [2] });
  });

  it('reads lists from repeated keys and from comma-separated values, once each', () => {
    expect(parse('city=9000&city=1000,2000&city=9000')).toEqual({ city: [9000, 1000, 2000] });
    expect(parseFilters({ type: ['1', '3'] })).toEqual({ type: [1, 3] });
  });

  it('leaves bad items out of a list but keeps the good ones', () => {
    expect(parse('city=9000,abc,-4,,1.5')).toEqual({ city: [9000] });
  });

  it('drops empty values', () => {
    expect(parse('country=&price-max=%20&bedrooms=&sortType=&group=')).toEqual({});
  });

  it('reads status as an alias of transaction', () => {
    expect(parse('status=2&transaction=3')).toEqual({ transaction: [3, 2] });
  });

  it('drops a status that is no id, so it counts as no selection', () => {
    expect(parse('status=SOLD&status=-5&status=0')).toEqual({});
  });

  it('reads bedrooms 1 to 5 exactly and 6 or more as the large bucket', () => {
    expect(parse('bedrooms=5')).toEqual({ bedrooms: 5 });
    expect(parse('bedrooms=6%2B')).toEqual({ bedrooms: '6+' });
    expect(parse('bedrooms=8')).toEqual({ bedrooms: '6+' });
    expect(parse('bedrooms=0')).toEqual({});
  });

  it('rejects numbers in forms other than plain digits', () => {
    expect(parse('price-min=1e6&price-max=0x10&bed-min=2.5')).toEqual({});
  });

  it('swaps a price range typed the wrong way round', () => {
    expect(parse('price-min=500000&price-max=200000')).toEqual({ 'price-min': 200000, 'price-max': 500000 });
  });

  it('gives a sort type without an order the ascending order of an explicit sort', () => {
    expect(parse('sortType=city')).toEqual({ sortType: 'city', sortOrder: 'ASC' });
  });

  it('ignores unknown sort types, orders, views and groups', () => {
    expect(parse('sortType=rating&sortOrder=up&view=list&group=colour')).toEqual({});
  });

  it('reads the view readably or by number', () => {
    expect(parse('view=gallery')).toEqual({ view: VIEW_TYPES.GALLERY });
    expect(parse('view=1')).toEqual({ view: VIEW_TYPES.MAP });
  });

  it('stores a valid geo range in its canonical form', () => {
    expect(parse('geo_range=%2005km;50.850;4.35')).toEqual({ geo_range: '5km;50.85;4.35' });
  });

  it('takes the first non-empty value of a repeated single key', () => {
    expect(parse('price-min=&price-min=1000&price-min=2000')).toEqual({ 'price-min': 1000 });
  });
});

describe('serializeFilters', () => {
  it('writes keys in a stable order whatever order they were set in', () => {
    const params = serializeFilters({ bedrooms: 3, city: [9000, 1000], country: 'BE', 'price-max': 300000 });
    expect(params.toString()).toBe('country=BE&city=9000&city=1000&price-max=300000&bedrooms=3');
  });

  it('omits the default sort and the gallery view', () => {
    expect(serializeFilters({ city: [9000], sortType: 'date', sortOrder: 'DESC', view: 0 }).toString()).toBe(
      'city=9000',
    );
  });

  it('writes a chosen sort with its order, and the map view readably', () => {
    expect(serializeFilters({ sortType: 'price', sortOrder: 'ASC', view: 1 }).toString()).toBe(
      'sortType=price&sortOrder=ASC&view=map',
    );
  });

  it('omits empty values', () => {
    expect(serializeFilters({ city: [], type: [], country: '' }).toString()).toBe('');
  });

  it('round-trips through parseFilters', () => {
    const filters = {
      country: 'BE',
      city: [9000],
      type: [1, 2],
      transaction: [3],
      'price-min': 100000,
      bedrooms: '6+' as const,
      geo_range: '5km;50.85;4.35',
      group: 'type' as const,
      sortType: 'city' as const,
      sortOrder: 'DESC' as const,
      view: 1 as const,
    };
    expect(parseFilters(serializeFilters(filters))).toEqual(filters);
  });
});
