import { describe, expect, it } from 'vitest';
import {
  formatGeoRange,
  locationAtCentre,
  parseGeoRange,
  resolveLocationFilter,
  roundedPosition,
} from '@/domain/search/geo-range';

describe('parseGeoRange', () => {
  it('reads a whole number of km, then latitude, then longitude', () => {
    expect(parseGeoRange('5km;50.85;4.35')).toEqual({ distanceKm: 5, lat: 50.85, lon: 4.35 });
  });

  it('accepts negative and whole coordinates and surrounding spaces', () => {
    expect(parseGeoRange(' 12km;-33;-70.5 ')).toEqual({ distanceKm: 12, lat: -33, lon: -70.5 });
  });

  it.each([
    ['5;50.85;4.35', 'no km unit'],
    ['5.5km;50.85;4.35', 'a fractional distance'],
    ['0km;50.85;4.35', 'a zero distance'],
    ['5 km;50.85;4.35', 'a space before km'],
    ['5km;x;y', 'coordinates that are not numbers'],
    ['5km;50.85', 'a missing longitude'],
    ['5km;50.85;4.35;1', 'an extra part'],
    ['5km,50.85,4.35', 'commas instead of semicolons'],
    ['5km;91;4.35', 'a latitude above 90'],
    ['5km;-90.5;4.35', 'a latitude below -90'],
    ['5km;50.85;180.1', 'a longitude above 180'],
    ['', 'an empty text'],
  ])('ignores %s (%s)', (text) => {
    expect(parseGeoRange(text)).toBeNull();
  });

  it('accepts the extreme coordinates themselves', () => {
    expect(parseGeoRange('1km;90;-180')).toEqual({ distanceKm: 1, lat: 90, lon: -180 });
  });

  it('gives null for a missing value', () => {
    expect(parseGeoRange(undefined)).toBeNull();
    expect(parseGeoRange(null)).toBeNull();
  });
});

describe('formatGeoRange', () => {
  it('writes the canonical form that parses back to the same range', () => {
    const text = formatGeoRange({ distanceKm: 10, lat: 50.5, lon: 4.25 });
    expect(text).toBe('10km;50.5;4.25');
    expect(parseGeoRange(text)).toEqual({ distanceKm: 10, lat: 50.5, lon: 4.25 });
  });
});

describe('resolveLocationFilter', () => {
  it('lets a valid geo range replace the city filter', () => {
    expect(resolveLocationFilter({ city: [9000], geo_range: '5km;50.85;4.35' })).toEqual({
      kind: 'geo',
      geo: { distanceKm: 5, lat: 50.85, lon: 4.35 },
    });
  });

  it('keeps the cities when the geo range is invalid', () => {
    expect(resolveLocationFilter({ city: [9000], geo_range: '5km;x;y' })).toEqual({
      kind: 'cities',
      cityIds: [9000],
    });
  });

  it('gives no location filter without cities or a valid range', () => {
    expect(resolveLocationFilter({ city: [] })).toBeNull();
    expect(resolveLocationFilter({})).toBeNull();
  });
});

describe('roundedPosition', () => {
  it('keeps a visitor’s position to three decimals, which still parses as a range', () => {
    const position = roundedPosition({ lat: 50.8503463, lon: 4.3517211 });
    expect(position).toEqual({ lat: 50.85, lon: 4.352 });
    expect(parseGeoRange(formatGeoRange({ distanceKm: 5, ...position }))).toEqual({
      distanceKm: 5,
      ...position,
    });
  });
});

describe('locationAtCentre', () => {
  const locations = [
    { id: 9000, lat: 51.0543, lon: 3.7174 },
    { id: 1000, lat: 50.8503, lon: 4.3517 },
    { id: 8400, lat: null, lon: null },
  ];

  it('finds the location a range was drawn around', () => {
    expect(locationAtCentre({ lat: 50.8503, lon: 4.3517 }, locations)?.id).toBe(1000);
  });

  it('finds none for a point that is no location, such as a visitor’s own position', () => {
    expect(locationAtCentre({ lat: 50.85, lon: 4.352 }, locations)).toBeUndefined();
  });
});
