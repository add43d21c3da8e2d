import { describe, expect, it } from 'vitest';
import type { Page } from '@/content-api/schemas';
import { createDemoClient } from './demo-client';

const client = createDemoClient();

describe('site, menus and pages', () => {
  it('answers health, the site by id and by hostname (port ignored)', async () => {
    expect((await client.get('/health')).json).toEqual({ ok: true });
    expect((await client.get('/sites/demo')).json).toMatchObject({
      id: 'demo',
      defaultLanguage: 'nl',
      languages: ['nl', 'fr', 'en', 'de'],
    });
    expect((await client.get('/sites/by-hostname/localhost:3000')).json).toMatchObject({ id: 'demo' });
    expect((await client.get('/sites/by-hostname/example.com')).status).toBe(404);
  });

  it('answers 404 JSON for an unknown site on every call', async () => {
    for (const path of [
      '/sites/other',
      '/sites/other/pages/',
      '/sites/other/navigation/main',
      '/sites/other/estates/group/1001',
    ]) {
      const response = await client.get(path);
      expect(response.status, path).toBe(404);
      expect(response.json, path).toMatchObject({
        error: { code: 'not_found', message: expect.any(String) },
      });
    }
  });

  it('serves the main and footer menus with localized labels and paths', async () => {
    const [main] = (await client.get('/sites/demo/navigation/main')).json as {
      id: number;
      items: { href: object }[];
    }[];
    expect(main!.items[0]!.href).toEqual({
      nl: '/te-koop',
      fr: '/a-vendre',
      en: '/for-sale',
      de: '/zu-verkaufen',
    });
    expect(main!.items).toHaveLength(5);
    expect((await client.get(`/sites/demo/navigation/main/${main!.id}`)).json).toEqual(main);
    expect((await client.get('/sites/demo/navigation/footer')).json).toHaveLength(1);
    expect((await client.get('/sites/demo/navigation/sidebar')).status).toBe(404);
    expect((await client.get('/sites/demo/navigation/footer/1')).status).toBe(404);
  });

  it.each([
    ['nl', '/privacyverklaring', 'privacy'],
    ['fr', '/declaration-de-confidentialite', 'privacy'],
    ['en', '/terms-of-use', 'terms'],
    ['de', '/neubauprojekte', 'estate-list'],
    ['fr', '/locations-de-vacances', 'rental-list'],
    ['de', '/ueber-uns', 'content'],
    ['en', '/', 'home'],
  ])('finds the %s page at %s by its encoded URL', async (locale, url, template) => {
    const response = await client.get(`/sites/demo/pages/by-url/${encodeURIComponent(url)}`, {
      'accept-language': locale,
    });
    expect(response.status).toBe(200);
    expect((response.json as Page).template).toBe(template);
  });

  it('looks up URLs in the requested language only, and tolerates an unencoded path', async () => {
    expect(
      (await client.get('/sites/demo/pages/by-url/%2Fa-vendre', { 'accept-language': 'nl' })).status,
    ).toBe(404);
    expect(
      (await client.get('/sites/demo/pages/by-url/%2Fa-vendre', { 'accept-language': 'fr-BE,fr;q=0.9' }))
        .status,
    ).toBe(200);
    expect((await client.get('/sites/demo/pages/by-url//te-koop')).status).toBe(200);
    expect((await client.get('/sites/demo/pages/by-url/%2Fbestaat-niet')).status).toBe(404);
  });

  it('lists the pages and serves each by id', async () => {
    const pages = (await client.get('/sites/demo/pages/')).json as Page[];
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const home = (await client.get(`/sites/demo/pages/${pages[0]!.id}`)).json as Page;
    expect(home.blocks.map((block) => block.type)).toEqual(
      expect.arrayContaining(['hero', 'richText', 'estateList', 'cta']),
    );
    expect((await client.get('/sites/demo/pages/999')).status).toBe(404);
  });

  it('finds the home page at / in every language', async () => {
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      const page = (await client.get('/sites/demo/pages/by-url/%2F', { 'accept-language': locale }))
        .json as Page;
      expect(page.template).toBe('home');
    }
  });

  it.each([7, 8])('writes several paragraphs of legal text in each language (page %i)', async (id) => {
    const page = (await client.get(`/sites/demo/pages/${id}`)).json as {
      blocks: { html: Record<string, string> }[];
    };
    expect(Object.keys(page.blocks[0]!.html)).toEqual(['nl', 'fr', 'en', 'de']);
    for (const html of Object.values(page.blocks[0]!.html))
      expect(html.match(/<p>/g)!.length).toBeGreaterThanOrEqual(6);
  });
});
