import { describe, expect, it } from 'vitest';
import { estateFiltersSchema } from '@/content-api/schemas';
import { createDemoClient } from './demo-client';
import { mainRecords, searchEstates } from './estate-search-test-support';

const client = createDemoClient();

async function filterOptions(query: object) {
  const response = await client.post('/sites/demo/estate-filters', { query });
  expect(response.status).toBe(200);
  return estateFiltersSchema.parse(response.json);
}

describe('estate filter options (POST /sites/demo/estate-filters)', () => {
  it('offers only the options found among the matching estates', async () => {
    const query = { collections: [2] };
    const options = await filterOptions(query);
    const records = mainRecords(await searchEstates(client, { query }));
    expect(options.headTypes.reduce((sum, type) => sum + type.count, 0)).toBe(records.length);
    expect(new Set(options.locations.map((location) => location.id))).toEqual(
      new Set(records.map((record) => record.address!.city.id)),
    );
    expect(new Set(options.transactions.map((transaction) => transaction.id))).toEqual(
      new Set(records.map((record) => record.general.transaction.id)),
    );
    const prices = records.map((record) => record.price!.value!);
    expect(options.prices).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(options.countries).toEqual([{ id: 'BE', name: expect.objectContaining({ nl: 'België' }) }]);
  });

  it('sorts locations by name and gives each its zip and coordinates', async () => {
    const options = await filterOptions({});
    const names = options.locations.map((location) => location.name.nl!);
    expect(names).toEqual([...names].sort(new Intl.Collator('nl', { sensitivity: 'base' }).compare));
    expect(options.locations.find((location) => location.name.nl === 'Gent')).toMatchObject({
      zip: '9000',
      name: { fr: 'Gand' },
    });
    expect(options.locations.every((location) => location.lat !== null && location.lon !== null)).toBe(true);
  });

  it('lists subtypes with their head type and the bedroom counts present', async () => {
    const options = await filterOptions({ terms: { 'general.headType.id': [2] } });
    expect(options.headTypes.map((type) => type.id)).toEqual([2]);
    expect(options.subTypes.every((subType) => subType.headTypeId === 2)).toBe(true);
    expect(options.bedrooms).toEqual([...options.bedrooms].sort((left, right) => left - right));
    expect(options.bedrooms.length).toBeGreaterThan(1);
  });

  it('answers empty options with null prices when nothing matches', async () => {
    const options = await filterOptions({ terms: { 'address.city.id': [999_999] } });
    expect(options).toMatchObject({
      headTypes: [],
      locations: [],
      prices: { min: null, max: null },
      countries: [],
    });
  });
});
