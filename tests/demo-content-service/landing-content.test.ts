import { describe, expect, it } from 'vitest';
import type { Menu, Page } from '@/content-api/schemas';
import { createDemoClient, PUBLIC_URL } from './demo-client';

const client = createDemoClient();

describe('demo landing pages, collections and assets', () => {
  it('answers every landing page the footer links to, in every language', async () => {
    const [footer] = (await client.get('/sites/demo/navigation/footer')).json as Menu[];
    const landingLinks = footer!.items.filter((item) => item.href.nl?.startsWith('/te-'));
    expect(landingLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of landingLinks) {
      for (const path of Object.values(link.href)) {
        const response = await client.get(`/sites/demo/estate-pages${path}`);
        expect(response.status, path).toBe(200);
      }
    }
    const collection = footer!.items.find((item) => item.href.nl?.startsWith('/collectie/'));
    const id = collection!.href.nl!.split('/')[2];
    expect((await client.get(`/sites/demo/estate-collections/${id}`)).status).toBe(200);
  });

  it('has a page mixing blocks in four languages, with an image kept as a versioned asset', async () => {
    const page = (await client.get('/sites/demo/pages/by-url/%2Fvivre-a-gand', { 'accept-language': 'fr' }))
      .json as Page;
    expect(page.blocks.map((block) => block.type)).toEqual([
      'hero',
      'richText',
      'estateList',
      'image',
      'entityList',
      'cta',
    ]);
    const image = page.blocks.find((block) => block.type === 'image');
    const src = image && 'src' in image ? image.src : '';
    expect(src).toMatch(
      new RegExp(`^${PUBLIC_URL}/sites/demo/assets/wonen-in-gent\\.svg\\?hash=\\w+&version=1$`),
    );
    const asset = await client.get(src.slice(PUBLIC_URL.length));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('lists the team with photos and the offices with opening hours and coordinates', async () => {
    const offices = (await client.get('/sites/demo/entities/offices/items')).json as {
      fields: Record<string, unknown>;
    }[];
    expect(offices[0]!.fields).toMatchObject({
      lat: expect.any(Number),
      openingHours: { fr: expect.any(String) },
    });
    const team = (await client.get('/sites/demo/entities/team/items')).json as {
      fields: { photo: string };
    }[];
    expect((await client.get(team[0]!.fields.photo.slice(PUBLIC_URL.length))).status).toBe(200);
  });
});
