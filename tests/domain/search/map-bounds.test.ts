import { describe, expect, it } from 'vitest';
import { withCities, withGeoRange, withMapArea, withTypes } from '@/domain/search/filter-state';
import { areaOfView, formatMapBounds, parseMapBounds } from '@/domain/search/map-bounds';
import { parseFilters, serializeFilters } from '@/domain/search/parse-filters';
import { buildEstateSearchBody } from '@/domain/search/search-query';
import { VIEW_TYPES } from '@/domain/search/constants';

const parse = (query: string) => parseFilters(new URLSearchParams(query));
const ghentView = { south: 51.02345678, west: 3.68765432, north: 51.08761234, east: 3.77654321 };

describe('parseMapBounds', () => {
  it('reads south, west, north and east in degrees', () => {
    expect(parseMapBounds('50.8,4.2,50.9,4.5')).toEqual({ south: 50.8, west: 4.2, north: 50.9, east: 4.5 });
  });

  it('keeps four decimals, negative and whole degrees included', () => {
    expect(parseMapBounds('-33.123456,-70.98766,-33,-70')).toEqual({
      south: -33.1235,
      west: -70.9877,
      north: -33,
      east: -70,
    });
  });

  it.each([
    ['50.8,4.2,50.9', 'a missing side'],
    ['50.8,4.2,50.9,4.5,1', 'an extra value'],
    ['50.8;4.2;50.9;4.5', 'semicolons instead of commas'],
    ['50.8,4.2,north,4.5', 'a side that is no number'],
    ['5e1,4.2,50.9,4.5', 'an exponent'],
    ['50.9,4.2,50.8,4.5', 'south above north'],
    ['50.8,4.5,50.9,4.2', 'west east of east'],
    ['50.8,4.2,50.8,4.5', 'no height'],
    ['50.80001,4.2,50.80002,4.5', 'a height lost to the rounding'],
    ['-91,4.2,50.9,4.5', 'a latitude below -90'],
    ['50.8,4.2,50.9,180.5', 'a longitude past 180'],
    ['', 'an empty text'],
  ])('ignores %s (%s)', (text) => {
    expect(parseMapBounds(text)).toBeNull();
  });

  it('gives null for a missing value', () => {
    expect(parseMapBounds(undefined)).toBeNull();
    expect(parseMapBounds(null)).toBeNull();
  });
});

describe('areaOfView', () => {
  it('rounds what the map shows inwards to four decimals, and writes it back as it parses', () => {
    const area = areaOfView(ghentView);
    expect(area).toEqual({ south: 51.0235, west: 3.6877, north: 51.0876, east: 3.7765 });
    expect(parseMapBounds(formatMapBounds(area!))).toEqual(area);
  });

  it('leaves a view already on the four-decimal grid as it is', () => {
    const view = { south: 50.1234, west: 4.1234, north: 50.5678, east: 4.5678 };
    expect(areaOfView(view)).toEqual(view);
  });

  it('cuts a view wider than the globe to the globe', () => {
    expect(areaOfView({ south: -95, west: -540, north: 95, east: 540 })).toEqual({
      south: -90,
      west: -180,
      north: 90,
      east: 180,
    });
  });

  it('gives no area for a view without room or without numbers', () => {
    expect(areaOfView({ south: 50.00001, west: 4, north: 50.00009, east: 5 })).toBeNull();
    expect(areaOfView({ ...ghentView, north: Number.NaN })).toBeNull();
  });
});

describe('the map area in the URL', () => {
  it('is read into its canonical text, next to the other filters', () => {
    expect(parse('bounds=51.02345678,3.6877,51.0876,3.7765&type=1&view=map')).toEqual({
      bounds: '51.0235,3.6877,51.0876,3.7765',
      type: [1],
      view: VIEW_TYPES.MAP,
    });
  });

  it('is dropped when malformed or impossible, and the other filters stay', () => {
    expect(parse('bounds=51.2,3.6,50.9,3.8&type=1')).toEqual({ type: [1] });
    expect(parse('bounds=abc&price-max=300000')).toEqual({ 'price-max': 300000 });
    expect(parse('bounds=')).toEqual({});
  });

  it('is written after the other location filters, so one area has one URL', () => {
    const url = serializeFilters({ view: VIEW_TYPES.MAP, bounds: '50.8,4.2,50.9,4.5', type: [1] });
    expect(url.toString()).toBe('type=1&bounds=50.8%2C4.2%2C50.9%2C4.5&view=map');
    expect(parseFilters(url)).toEqual({ type: [1], bounds: '50.8,4.2,50.9,4.5', view: VIEW_TYPES.MAP });
  });
});

describe('searching the map area (filter transitions)', () => {
  const area = '51.0235,3.6877,51.0876,3.7765';

  it('replaces the cities and the geo range, keeping the other filters', () => {
    expect(withMapArea({ city: [9000], type: [1], view: VIEW_TYPES.MAP }, ghentView)).toEqual({
      bounds: area,
      type: [1],
      view: VIEW_TYPES.MAP,
    });
    expect(withMapArea({ geo_range: '5km;50.85;4.35' }, ghentView)).toEqual({ bounds: area });
  });

  it('gives way to cities or a geo range chosen afterwards', () => {
    const searched = withMapArea({ type: [1] }, ghentView);
    expect(withCities(searched, [9000])).toEqual({ type: [1], city: [9000] });
    expect(withGeoRange(searched, { distanceKm: 5, lat: 50.85, lon: 4.35 })).toEqual({
      type: [1],
      geo_range: '5km;50.85;4.35',
    });
  });

  it('stays when another filter changes', () => {
    expect(withTypes(withMapArea({}, ghentView), [2])).toEqual({ bounds: area, type: [2] });
  });

  it('is removed when the view gives no possible area', () => {
    expect(withMapArea({ bounds: area, type: [1] }, null)).toEqual({ type: [1] });
    expect(withMapArea({ bounds: area }, { south: 51, west: 4, north: 51, east: 4 })).toEqual({});
  });
});

describe('the map area in the estate search body', () => {
  it('is sent as a geo bounding box, in the gallery and on the map alike', () => {
    const filters = parse('bounds=50.8,4.2,50.9,4.5&type=1');
    const box = { south: 50.8, west: 4.2, north: 50.9, east: 4.5 };
    expect(buildEstateSearchBody({ filters }).query).toEqual({
      terms: { 'general.headType.id': [1] },
      geo_bounding_box: box,
    });
    expect(buildEstateSearchBody({ filters, viewType: VIEW_TYPES.MAP })).toEqual({
      query: { terms: { 'general.headType.id': [1] }, geo_bounding_box: box },
    });
  });

  it('takes the place of cities and a geo range a hand-written link carries with it', () => {
    const filters = parse('city=9000&geo_range=5km;50.85;4.35&bounds=50.8,4.2,50.9,4.5');
    expect(buildEstateSearchBody({ filters, viewType: VIEW_TYPES.MAP }).query).toEqual({
      geo_bounding_box: { south: 50.8, west: 4.2, north: 50.9, east: 4.5 },
    });
  });
});
