import { describe, expect, it } from 'vitest';
import { createDemoClient } from './demo-client';
import { mainRecords, searchEstates } from './estate-search-test-support';

const client = createDemoClient();
const everything = await searchEstates(client, { query: {} });

describe('estate search filters (POST /sites/demo/estates)', () => {
  it('answers every estate, with total, for an empty query without pagination (the map view)', () => {
    expect(everything.total.value).toBe(everything.results.length);
    expect(everything.total.value).toBeGreaterThanOrEqual(300);
  });

  it('filters on country (terms address.country)', async () => {
    const belgian = await searchEstates(client, { query: { terms: { 'address.country': ['BE'] } } });
    expect(belgian.total.value).toBe(everything.total.value);
    const elsewhere = await searchEstates(client, { query: { terms: { 'address.country': ['NL'] } } });
    expect(elsewhere.total.value).toBe(0);
  });

  it('filters on cities by location id, any of the list, ids given as text or number', async () => {
    const result = await searchEstates(client, { query: { terms: { 'address.city.id': ['11', 1] } } });
    expect(result.total.value).toBeGreaterThan(0);
    expect(new Set(mainRecords(result).map((record) => record.address!.city.id))).toEqual(new Set([11, 1]));
  });

  it('filters on a price range (range price.value gte/lte)', async () => {
    const result = await searchEstates(client, {
      query: { range: { 'price.value': { gte: 200_000, lte: 300_000 } } },
    });
    expect(result.total.value).toBeGreaterThan(0);
    for (const record of mainRecords(result)) {
      expect(record.price!.value).toBeGreaterThanOrEqual(200_000);
      expect(record.price!.value).toBeLessThanOrEqual(300_000);
    }
    const expected = mainRecords(everything).filter(
      (record) => record.price!.value! >= 200_000 && record.price!.value! <= 300_000,
    );
    expect(result.total.value).toBe(expected.length);
  });

  it('filters on head type (terms general.headType.id)', async () => {
    const result = await searchEstates(client, { query: { terms: { 'general.headType.id': [3, 5] } } });
    expect(new Set(mainRecords(result).map((record) => record.general.headType.id))).toEqual(new Set([3, 5]));
  });

  it('filters on transaction (terms general.transaction.id)', async () => {
    const result = await searchEstates(client, { query: { terms: { 'general.transaction.id': [2] } } });
    expect(result.total.value).toBeGreaterThan(0);
    expect(mainRecords(result).every((record) => record.general.status === 'TO_RENT')).toBe(true);
  });

  it('filters on status (terms general.status)', async () => {
    const result = await searchEstates(client, {
      query: { terms: { 'general.status': ['SOLD', 'RENTED'] } },
    });
    expect(new Set(mainRecords(result).map((record) => record.general.status))).toEqual(
      new Set(['SOLD', 'RENTED']),
    );
  });

  it('filters on subtype (terms general.subType.id)', async () => {
    const result = await searchEstates(client, { query: { terms: { 'general.subType.id': [12] } } });
    expect(result.total.value).toBeGreaterThan(0);
    expect(mainRecords(result).every((record) => record.general.subType!.name.nl === 'Villa')).toBe(true);
  });

  it('filters on an exact bedroom count (match general.bedroomCount)', async () => {
    const result = await searchEstates(client, { query: { match: { 'general.bedroomCount': 3 } } });
    expect(result.total.value).toBeGreaterThan(0);
    expect(mainRecords(result).every((record) => record.general.bedroomCount === 3)).toBe(true);
  });

  it('filters on a minimum bedroom count (range general.bedroomCount gte), the "6+" bucket', async () => {
    const result = await searchEstates(client, { query: { range: { 'general.bedroomCount': { gte: 6 } } } });
    expect(result.total.value).toBeGreaterThan(0);
    expect(mainRecords(result).every((record) => record.general.bedroomCount! >= 6)).toBe(true);
  });

  it('combines filters with AND', async () => {
    const result = await searchEstates(client, {
      query: {
        terms: { 'general.headType.id': [1] },
        range: { 'general.bedroomCount': { gte: 4 } },
        match: { 'address.region': 'flanders' },
      },
    });
    for (const record of mainRecords(result)) {
      expect(record.general.headType.id).toBe(1);
      expect(record.general.bedroomCount).toBeGreaterThanOrEqual(4);
      expect(record.address!.region).toBe('flanders');
    }
  });

  it('keeps only estates within the geo distance of a point, and none without coordinates', async () => {
    const ghent = { lat: 51.0543, lon: 3.7174 };
    const near = await searchEstates(client, { query: { geo_distance: { distanceKm: 5, ...ghent } } });
    expect(near.total.value).toBeGreaterThan(0);
    expect(new Set(mainRecords(near).map((record) => record.address!.city.name.nl))).toEqual(
      new Set(['Gent']),
    );
    const wide = await searchEstates(client, { query: { geo_distance: { distanceKm: 60, ...ghent } } });
    expect(wide.total.value).toBeGreaterThan(near.total.value);
    expect(mainRecords(wide).every((record) => record.address!.geoLocation)).toBe(true);
    const cities = new Set(mainRecords(wide).map((record) => record.address!.city.name.nl));
    expect(cities).toContain('Brugge');
    expect(cities).not.toContain('Luik');
  });

  it('selects estate collections through any record of the group (projects through their units too)', async () => {
    const projects = await searchEstates(client, { query: { collections: [3] } });
    expect(projects.total.value).toBeGreaterThanOrEqual(8);
    expect(projects.results.every((group) => group.children[0]!.general.project)).toBe(true);
    const forRent = await searchEstates(client, { query: { collections: [2] } });
    expect(
      mainRecords(forRent).every((record) => ['TO_RENT', 'RENTED'].includes(record.general.status)),
    ).toBe(true);
    const both = await searchEstates(client, { query: { collections: [1, 2] } });
    expect(both.total.value).toBe(everything.total.value - projects.total.value);
  });

  it('rejects a malformed body with 400 and the bad field', async () => {
    const response = await client.post('/sites/demo/estates', {
      query: { range: { 'price.value': { gte: 'cheap' } } },
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({
      error: { code: 'invalid_body', fields: { 'query.range.price.value.gte': expect.any(String) } },
    });
    const notJson = await client.post('/sites/demo/estates', '{nope');
    expect(notJson.status).toBe(400);
  });
});
