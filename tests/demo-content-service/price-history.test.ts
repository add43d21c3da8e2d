import { describe, expect, it } from 'vitest';
import { estateGroupSchema, estateSearchResultSchema, type EstateGroup } from '@/content-api/schemas';
import { mainRecord, priceReduction } from '@/domain/search';
import { createDemoClient, type DemoClient } from './demo-client';

async function everyEstate(client: DemoClient, siteId: string): Promise<EstateGroup[]> {
  const answer = await client.post(`/sites/${siteId}/estates`, {
    query: {},
    pagination: { from: 0, size: 1000 },
  });
  return estateSearchResultSchema.parse(answer.json).results;
}

const lowered = (groups: EstateGroup[]) => groups.filter((group) => priceReduction(mainRecord(group)));

describe('the demo service’s price history', () => {
  const client = createDemoClient();

  it.each(['demo', 'kust'])(
    'gives some estates of the %s site a price lowered since publication',
    async (siteId) => {
      const groups = await everyEstate(client, siteId);
      const reduced = lowered(groups);
      expect(reduced.length).toBeGreaterThanOrEqual(3);
      // Not every estate: a badge on every card would mean nothing.
      expect(reduced.length).toBeLessThan(groups.length / 3);
      for (const group of reduced) {
        const record = mainRecord(group);
        for (const entry of record.priceHistory ?? []) {
          expect(entry.until > record.general.publicationDate!.slice(0, 10)).toBe(true);
        }
      }
    },
  );

  it('keeps the history in the detail answer as in the search answer', async () => {
    const [group] = lowered(await everyEstate(client, 'demo'));
    const detail = await client.get(`/sites/demo/estates/group/${group!.id}`);
    expect(estateGroupSchema.parse(detail.json).children[0]!.priceHistory).toEqual(
      mainRecord(group!).priceHistory,
    );
  });

  it('adds the replaced price to the history when an agent lowers a price', async () => {
    const own = createDemoClient();
    const group = (await everyEstate(own, 'demo')).find(
      (candidate) =>
        candidate.children.length === 1 &&
        !mainRecord(candidate).priceHistory &&
        mainRecord(candidate).general.status === 'FOR_SALE',
    )!;
    const before = mainRecord(group).price!.value!;
    await own.post(`/demo/estates/${group.id}/price`, { price: before - 10_000 });
    const detail = await own.get(`/sites/demo/estates/group/${group.id}`);
    const record = estateGroupSchema.parse(detail.json).children[0]!;
    expect(record.priceHistory).toEqual([
      { value: before, until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ]);
    expect(priceReduction(record)).toMatchObject({ previous: before, current: before - 10_000 });
  });
});
