import { describe, expect, it } from 'vitest';
import { createDemoClient } from './demo-client';
import { isSorted, mainRecords, searchEstates } from './estate-search-test-support';

const client = createDemoClient();
const byNumber = (left: number, right: number) => left - right;
const dutch = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

describe('estate search order (sort terms)', () => {
  it('defaults to the newest publication first', async () => {
    const result = await searchEstates(client, { query: {} });
    const dates = mainRecords(result).map((record) => record.general.publicationDate);
    expect(isSorted(dates, (left, right) => right.localeCompare(left))).toBe(true);
  });

  it.each(['ASC', 'DESC'] as const)('sorts by price %s', async (direction) => {
    const result = await searchEstates(client, {
      query: { collections: [1] },
      sort: [{ field: 'price.value', direction }],
    });
    const prices = mainRecords(result).map((record) => record.price!.value!);
    expect(isSorted(prices, direction === 'ASC' ? byNumber : (left, right) => right - left)).toBe(true);
    expect(prices[0]).not.toBe(prices.at(-1));
  });

  it.each(['ASC', 'DESC'] as const)('sorts by city %s, comparing the Dutch names', async (direction) => {
    const result = await searchEstates(client, {
      query: {},
      sort: [{ field: 'address.city.name', direction }],
    });
    const names = mainRecords(result).map((record) => record.address!.city.name.nl!);
    const compare =
      direction === 'ASC' ? dutch.compare : (left: string, right: string) => dutch.compare(right, left);
    expect(isSorted(names, compare)).toBe(true);
    expect(names[0]).toBe(direction === 'ASC' ? 'Aalst' : 'Zaventem');
  });

  it.each(['ASC', 'DESC'] as const)('sorts by publication date %s', async (direction) => {
    const result = await searchEstates(client, {
      query: {},
      sort: [{ field: 'general.publicationDate', direction }],
    });
    const dates = mainRecords(result).map((record) => record.general.publicationDate);
    const compare =
      direction === 'ASC'
        ? (l: string, r: string) => l.localeCompare(r)
        : (l: string, r: string) => r.localeCompare(l);
    expect(isSorted(dates, compare)).toBe(true);
  });

  it.each(['ASC', 'DESC'] as const)('sorts by subtype id %s', async (direction) => {
    const result = await searchEstates(client, {
      query: {},
      sort: [{ field: 'general.subType.id', direction }],
    });
    const ids = mainRecords(result).map((record) => record.general.subType!.id);
    expect(isSorted(ids, direction === 'ASC' ? byNumber : (left, right) => right - left)).toBe(true);
  });

  it('follows an explicit order of values, with unlisted values last', async () => {
    const order = [1, 3, 7, 2, 4, 6, 10, 5, 9];
    const result = await searchEstates(client, {
      query: {},
      sort: [{ field: 'general.headType.id', direction: 'ASC', values: [6, 5, 4] }],
    });
    const types = mainRecords(result).map((record) => record.general.headType.id);
    const firstUnlisted = types.findIndex((type) => ![6, 5, 4].includes(type));
    expect(types.slice(0, firstUnlisted)).toEqual(
      [...types.slice(0, firstUnlisted)].sort((l, r) => [6, 5, 4].indexOf(l) - [6, 5, 4].indexOf(r)),
    );
    expect(types.slice(firstUnlisted).every((type) => ![6, 5, 4].includes(type))).toBe(true);
    const grouped = await searchEstates(client, {
      query: {},
      sort: [{ field: 'general.headType.id', direction: 'ASC', values: order }],
    });
    const groupedTypes = mainRecords(grouped).map((record) => record.general.headType.id);
    expect(isSorted(groupedTypes, (left, right) => order.indexOf(left) - order.indexOf(right))).toBe(true);
  });

  it('reverses an explicit order when descending', async () => {
    const result = await searchEstates(client, {
      query: { terms: { 'general.headType.id': [1, 2] } },
      sort: [{ field: 'general.headType.id', direction: 'DESC', values: [1, 2] }],
    });
    const types = mainRecords(result).map((record) => record.general.headType.id);
    expect(types[0]).toBe(2);
    expect(types.at(-1)).toBe(1);
  });

  it('applies the next sort term to ties', async () => {
    const result = await searchEstates(client, {
      query: {},
      sort: [
        { field: 'general.headType.id', direction: 'ASC' },
        { field: 'price.value', direction: 'DESC' },
      ],
    });
    const records = mainRecords(result);
    const houses = records
      .filter((record) => record.general.headType.id === 1)
      .map((record) => record.price!.value!);
    expect(isSorted(houses, (left, right) => right - left)).toBe(true);
  });
});

describe('estate search paging', () => {
  it('answers one page with the total of all matches', async () => {
    const all = await searchEstates(client, { query: { collections: [1] } });
    const page = await searchEstates(client, {
      query: { collections: [1] },
      pagination: { from: 0, size: 15 },
    });
    expect(page.results).toHaveLength(15);
    expect(page.total.value).toBe(all.total.value);
    expect(page.results.map((group) => group.id)).toEqual(all.results.slice(0, 15).map((group) => group.id));
  });

  it('walks through all matches page by page without overlap or gaps', async () => {
    const sort = [{ field: 'price.value', direction: 'ASC' as const }];
    const all = await searchEstates(client, { query: { terms: { 'general.headType.id': [2] } }, sort });
    const seen: number[] = [];
    for (let from = 0; from < all.total.value; from += 15) {
      const page = await searchEstates(client, {
        query: { terms: { 'general.headType.id': [2] } },
        sort,
        pagination: { from, size: 15 },
      });
      seen.push(...page.results.map((group) => group.id));
    }
    expect(seen).toEqual(all.results.map((group) => group.id));
  });

  it('answers an empty page past the end, still with the total', async () => {
    const page = await searchEstates(client, { query: {}, pagination: { from: 10_000, size: 15 } });
    expect(page.results).toEqual([]);
    expect(page.total.value).toBeGreaterThan(300);
  });
});
