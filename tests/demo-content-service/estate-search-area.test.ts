import { describe, expect, it } from 'vitest';
import type { EstateRecord } from '@/content-api/schemas';
import { createDemoClient } from './demo-client';
import { mainRecords, searchEstates } from './estate-search-test-support';

const client = createDemoClient();
const everything = mainRecords(await searchEstates(client, { query: {} }));

/** Around Ghent and its neighbours: some estates of the demo data, far from all of them. */
const ghentArea = { south: 50.95, west: 3.6, north: 51.15, east: 3.85 };

/** The point the site publishes: a hidden address rounded to two decimals. */
function publishedPoint(record: EstateRecord): { lat: number; lon: number } | null {
  const point = record.address?.geoLocation;
  if (!point) return null;
  if (record.address?.visible) return point;
  return { lat: Math.round(point.lat * 100) / 100, lon: Math.round(point.lon * 100) / 100 };
}

function inBox(box: typeof ghentArea, point: { lat: number; lon: number } | null): boolean {
  return (
    point !== null &&
    point.lat >= box.south &&
    point.lat <= box.north &&
    point.lon >= box.west &&
    point.lon <= box.east
  );
}

/** The smallest box around one point: only an estate published exactly there lies in it. */
const boxAt = ({ lat, lon }: { lat: number; lon: number }) => ({
  south: lat,
  west: lon,
  north: lat,
  east: lon,
});

describe('estate search within a map area (geo_bounding_box)', () => {
  it('keeps exactly the estates whose published point lies in the box', async () => {
    const result = await searchEstates(client, { query: { geo_bounding_box: ghentArea } });
    const expected = everything.filter((record) => inBox(ghentArea, publishedPoint(record)));
    expect(expected.length).toBeGreaterThan(0);
    expect(result.total.value).toBe(expected.length);
    expect(result.total.value).toBeLessThan(everything.length);
    for (const record of mainRecords(result)) expect(inBox(ghentArea, publishedPoint(record))).toBe(true);
  });

  it('finds a hidden address at its rounded point, never at the exact one it keeps secret', async () => {
    const hidden = everything.find((record) => {
      const point = record.address?.geoLocation;
      const published = publishedPoint(record);
      return !record.address?.visible && point && published && published.lat !== point.lat;
    });
    expect(hidden).toBeDefined();
    const atPublished = await searchEstates(client, {
      query: { geo_bounding_box: boxAt(publishedPoint(hidden!)!) },
    });
    expect(mainRecords(atPublished).map((record) => record.general.id)).toContain(hidden!.general.id);
    const atExact = await searchEstates(client, {
      query: { geo_bounding_box: boxAt(hidden!.address!.geoLocation!) },
    });
    expect(mainRecords(atExact).map((record) => record.general.id)).not.toContain(hidden!.general.id);
  });

  it('combines with the other parts of the query', async () => {
    const houses = await searchEstates(client, {
      query: { geo_bounding_box: ghentArea, terms: { 'general.headType.id': [1] } },
    });
    const expected = everything.filter(
      (record) => record.general.headType.id === 1 && inBox(ghentArea, publishedPoint(record)),
    );
    expect(houses.total.value).toBe(expected.length);
  });

  it('finds nothing in an area without estates', async () => {
    const northSea = await searchEstates(client, {
      query: { geo_bounding_box: { south: 52, west: 2, north: 52.5, east: 3 } },
    });
    expect(northSea.total.value).toBe(0);
  });

  it('rejects an impossible box with 400', async () => {
    const response = await client.post('/sites/demo/estates', {
      query: { geo_bounding_box: { south: 51.2, west: 3.6, north: 50.9, east: 3.8 } },
    });
    expect(response.status).toBe(400);
  });
});
