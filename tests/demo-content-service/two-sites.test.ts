import { describe, expect, it } from 'vitest';
import { siteSchema, type EstateGroup } from '@/content-api/schemas';
import { coastMunicipalityIds } from '@/demo-content-service/dataset/municipalities';
import { UNPUBLISHED_ESTATE_ID } from '@/demo-content-service/dataset/estates';
import { createDemoClient } from './demo-client';

const client = createDemoClient();
const backoffice = { 'x-backoffice-client': 'true' };

type SearchAnswer = { total: { value: number }; results: EstateGroup[] };

async function searchAll(siteId: string, headers: Record<string, string> = {}): Promise<SearchAnswer> {
  const response = await client.app.request(`/sites/${siteId}/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: {} }),
  });
  return (await response.json()) as SearchAnswer;
}

describe('two demo sites', () => {
  it('serves each site on its own host names, and no site on others', async () => {
    const coast = await client.get('/sites/by-hostname/kust.localhost:3500');
    expect(coast.status).toBe(200);
    expect(siteSchema.parse(coast.json)).toMatchObject({
      id: 'kust',
      name: 'Kust & Duin Vastgoed',
      brandColor: '#1b6b86',
      languages: ['nl', 'fr', 'de'],
    });
    expect((await client.get('/sites/by-hostname/localhost')).json).toMatchObject({ id: 'demo' });
    expect((await client.get('/sites/by-hostname/unknown.localhost')).status).toBe(404);
  });

  it('gives the coastal site its own logo and only the seaside estates', async () => {
    const site = siteSchema.parse((await client.get('/sites/kust')).json);
    const logo = await client.get(new URL(site.logo!).pathname + new URL(site.logo!).search);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(logo.text).toContain('Kust &amp; Duin');

    const [coast, main] = await Promise.all([searchAll('kust'), searchAll('demo')]);
    expect(coast.total.value).toBeGreaterThan(0);
    expect(coast.total.value).toBeLessThan(main.total.value);
    for (const group of coast.results) {
      expect(coastMunicipalityIds as readonly number[]).toContain(
        Number(group.children[0]?.address?.city?.id),
      );
    }
    const inland = main.results.find(
      (group) =>
        !(coastMunicipalityIds as readonly number[]).includes(Number(group.children[0]?.address?.city?.id)),
    )!;
    expect((await client.get(`/sites/kust/estates/group/${inland.id}`)).status).toBe(404);
  });
});

describe('an unpublished estate', () => {
  it('is unknown to the public site', async () => {
    expect((await client.get(`/sites/demo/estates/group/${UNPUBLISHED_ESTATE_ID}`)).status).toBe(404);
    expect((await client.get(`/sites/demo/estates/v2/${UNPUBLISHED_ESTATE_ID}`)).status).toBe(404);
    const search = await searchAll('demo');
    expect(search.results.some((group) => group.id === UNPUBLISHED_ESTATE_ID)).toBe(false);
  });

  it('is shown to a back-office client, in detail and in search', async () => {
    const detail = await client.get(`/sites/demo/estates/group/${UNPUBLISHED_ESTATE_ID}`, backoffice);
    expect(detail.status).toBe(200);
    expect(detail.json).toMatchObject({ id: UNPUBLISHED_ESTATE_ID });
    const [publicSearch, backofficeSearch] = await Promise.all([
      searchAll('demo'),
      searchAll('demo', backoffice),
    ]);
    expect(backofficeSearch.total.value).toBe(publicSearch.total.value + 1);
  });
});
