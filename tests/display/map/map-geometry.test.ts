import { describe, expect, it } from 'vitest';
import { boundsKey, isValidCoordinate, markerBounds, toLatLon } from '@/display/map/map-geometry';

describe('toLatLon', () => {
  it('keeps a real Belgian point', () => {
    expect(toLatLon(51.05, 3.72)).toEqual([51.05, 3.72]);
  });

  it.each([
    ['missing latitude', null, 3.72],
    ['missing longitude', 51.05, undefined],
    ['not a number', Number.NaN, 3.72],
    ['latitude beyond the pole', 91, 3.72],
    ['longitude beyond the date line', 51.05, 181],
    ['the empty 0,0 of a back office', 0, 0],
    ['a string', '51.05', 3.72],
  ])('refuses %s', (_case, lat, lon) => {
    expect(toLatLon(lat, lon)).toBeNull();
    expect(isValidCoordinate(lat, lon)).toBe(false);
  });

  it('accepts a point on the equator or the meridian alone', () => {
    expect(toLatLon(0, 3.72)).toEqual([0, 3.72]);
    expect(toLatLon(51.05, 0)).toEqual([51.05, 0]);
  });
});

describe('markerBounds', () => {
  it('is null without markers', () => {
    expect(markerBounds([])).toBeNull();
  });

  it('spans from the south-west to the north-east corner of all markers', () => {
    const bounds = markerBounds([
      { lat: 51.05, lon: 3.72 }, // Gent
      { lat: 50.63, lon: 5.57 }, // Liège
      { lat: 51.22, lon: 4.4 }, // Antwerpen
    ]);
    expect(bounds).toEqual([
      [50.63, 3.72],
      [51.22, 5.57],
    ]);
  });

  it('shrinks to one point for a single marker', () => {
    expect(markerBounds([{ lat: 50.85, lon: 4.35 }])).toEqual([
      [50.85, 4.35],
      [50.85, 4.35],
    ]);
  });

  it('ignores markers without a usable location', () => {
    expect(
      markerBounds([
        { lat: 0, lon: 0 },
        { lat: 50.85, lon: 4.35 },
        { lat: Number.NaN, lon: 4 },
      ]),
    ).toEqual([
      [50.85, 4.35],
      [50.85, 4.35],
    ]);
  });
});

describe('boundsKey', () => {
  it('is equal for equal corners and different otherwise', () => {
    const a = markerBounds([{ lat: 50.85, lon: 4.35 }]);
    const b = markerBounds([{ lat: 50.85, lon: 4.35 }]);
    const c = markerBounds([{ lat: 50.86, lon: 4.35 }]);
    expect(boundsKey(a)).toBe(boundsKey(b));
    expect(boundsKey(a)).not.toBe(boundsKey(c));
    expect(boundsKey(null)).toBe('none');
  });
});
