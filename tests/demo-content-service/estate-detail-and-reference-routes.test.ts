import { describe, expect, it } from 'vitest';
import type { EstateGroup } from '@/content-api/schemas';
import { createDemoClient } from './demo-client';

const client = createDemoClient();

describe('estate detail calls', () => {
  it('answers a group by id through both paths, and 404 for unknown or malformed ids', async () => {
    const group = (await client.get('/sites/demo/estates/group/9001')).json as EstateGroup;
    expect(group.children[0]!.general.project).toBe(true);
    expect((await client.get('/sites/demo/estates/v2/9001')).json).toEqual(group);
    expect((await client.get('/sites/demo/estates/group/77')).status).toBe(404);
    expect((await client.get('/sites/demo/estates/v2/abc')).status).toBe(404);
  });

  it('answers external-source estates by id or guid, and only those', async () => {
    const sourceOne = (await client.get('/sites/demo/estates/group/1001')).json as EstateGroup;
    const guid = sourceOne.children[0]!.general.guid!;
    expect(guid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.get(`/sites/demo/estates/skarabee/${guid}`)).json).toEqual(sourceOne);
    expect((await client.get('/sites/demo/estates/skarabee/1001')).status).toBe(200);
    expect((await client.get('/sites/demo/estates/skarabee/1002')).status).toBe(404);
  });

  it('answers contact information for most estates and 204 for some', async () => {
    const info = await client.get('/sites/demo/estates/1001/contact-info');
    expect(info.json).toMatchObject({ name: expect.any(String), email: expect.stringContaining('@') });
    const none = await client.get('/sites/demo/estates/1003/contact-info');
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
    expect((await client.get('/sites/demo/estates/5/contact-info')).status).toBe(404);
  });

  it('serves the drawings behind the photos, plans and panoramas as long-cached SVG', async () => {
    const full = await client.get('/media/estates/1001/0.svg');
    const thumb = await client.get('/media/estates/1001/0.svg?size=thumb');
    expect(full.headers.get('content-type')).toBe('image/svg+xml');
    expect(full.text).toMatch(/width="1200"/);
    expect(thumb.text).toMatch(/width="400"/);
    expect(full.headers.get('cache-control')).toContain('immutable');
    expect((await client.get('/media/estates/1001/99.svg')).status).toBe(404);
    expect((await client.get('/media/estates/1/0.svg')).status).toBe(404);
    expect((await client.get('/media/team/1.svg')).text).toMatch(/^<svg/);
    expect((await client.get('/media/pages/home-hero.svg')).status).toBe(200);
  });
});

describe('reference calls', () => {
  it('answers collections, estate pages, entities, agreements, translations and assets', async () => {
    expect((await client.get('/sites/demo/estate-collections/3')).json).toMatchObject({
      id: 3,
      name: { en: 'New projects' },
    });
    expect((await client.get('/sites/demo/estate-collections/4')).status).toBe(404);
    const estatePage = await client.get('/sites/demo/estate-pages/a-vendre/gand');
    expect(estatePage.json).toMatchObject({
      title: { nl: 'Te koop in Gent', fr: 'À vendre à Gand' },
      node: { query: { terms: { 'address.city.id': [11] } } },
    });
    expect((await client.get('/sites/demo/estate-pages/te-koop/atlantis')).status).toBe(404);
    expect((await client.get('/sites/demo/entities/team/items')).json).toHaveLength(6);
    expect((await client.get('/sites/demo/entities/pets/items')).status).toBe(404);
    const agreements = (await client.get('/sites/demo/agreements?locale=de')).json as {
      label: string;
      required: boolean;
    }[];
    expect(agreements[0]).toMatchObject({
      required: true,
      label: expect.stringContaining('Datenschutzerklärung'),
    });
    expect((await client.get('/translations/fr')).json).toMatchObject({ 'estate.status.SOLD': 'Vendu' });
    expect((await client.get('/translations/es')).status).toBe(404);
    const site = (await client.get('/sites/demo')).json as { logo: string };
    const logo = await client.get(new URL(site.logo).pathname + new URL(site.logo).search);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect((await client.get('/sites/demo/assets/missing.js')).status).toBe(404);
  });

  it('answers 404 JSON for an unknown route', async () => {
    const response = await client.get('/nowhere');
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ error: { code: 'not_found' } });
  });
});
