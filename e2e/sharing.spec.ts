import { request as httpRequest } from 'node:http';
import { expect, test, type APIRequestContext } from './support/test';
import { pageTypes, pageLanguages } from './support/page-types';
import { DEAD_UPSTREAM_SITE_PORT, DEMO_PORT, MULTI_SITE_PORT, SITE_PORT } from './support/servers';

/**
 * What a page is shared with (link previews on social networks and chat apps): Open Graph and Twitter
 * tags naming the site and its languages, and a raster image of 1200×630 on the site's own origin.
 */

const site = `http://localhost:${SITE_PORT}`;
const openGraphLocale: Record<string, string> = { nl: 'nl_BE', fr: 'fr_BE', en: 'en_GB', de: 'de_BE' };

/** The values of the meta tags of a page by property or name, in document order. */
function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (!key || content === undefined) continue;
    const decoded = content
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'");
    tags.set(key, [...(tags.get(key) ?? []), decoded]);
  }
  return tags;
}

const one = (tags: Map<string, string[]>, key: string) => tags.get(key)?.[0];
const titleOf = (html: string) =>
  (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&').replace(/&#x27;/g, "'");

/** Width and height from a PNG's IHDR chunk or a JPEG's SOF marker; null for anything else. */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    if (bytes.toString('ascii', 12, 16) !== 'IHDR') return null;
    return { type: 'image/png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1] ?? 0;
      const length = bytes.readUInt16BE(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return {
          type: 'image/jpeg',
          height: bytes.readUInt16BE(offset + 5),
          width: bytes.readUInt16BE(offset + 7),
        };
      }
      offset += 2 + length;
    }
  }
  return null;
}

type Fetched = { status: number; contentType: string; cacheControl: string; body: Buffer };

/** GET through 127.0.0.1 with the URL's host in the Host header (Node does not resolve *.localhost). */
function fetchVia(url: string): Promise<Fetched> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(target.port),
        path: `${target.pathname}${target.search}`,
        headers: { host: target.host },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers['content-type'] ?? ''),
            cacheControl: String(response.headers['cache-control'] ?? ''),
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/** Follows the page's redirects (short links, localized paths) and answers its final HTML. */
async function pageHtml(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(path);
  expect(answer.status(), path).toBe(200);
  return answer.text();
}

/** The og:image answers a raster image of 1200×630 that link previews and their caches may keep. */
async function expectShareImage(url: string, origin: string) {
  expect(url.startsWith(`${origin}/og/`), url).toBe(true);
  const image = await fetchVia(url);
  expect(image.status, url).toBe(200);
  expect(image.contentType, url).toMatch(/^image\/(png|jpeg)$/);
  expect(imageSize(image.body), url).toEqual({ type: image.contentType, width: 1200, height: 630 });
  expect(image.cacheControl, url).toMatch(/^public, max-age=\d+/);
  return image;
}

/** Every demo language's home page. */
const everyLanguage = ['nl', 'fr', 'en', 'de'];

// 404 and 503 pages belong to the error pages; the map view shares the listing's tags.
const leftOut = new Set(['404', '503', 'listing, map']);

for (const lang of pageLanguages) {
  test(`every page type in ${lang} shares a 1200×630 raster image with the site's name and languages`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const types = (await pageTypes(request, lang)).filter((type) => !leftOut.has(type.name));
    expect(types.map((type) => type.name)).toEqual(
      expect.arrayContaining(['home', 'CMS page', 'listing, gallery', 'property detail', 'project detail']),
    );
    for (const { name, path } of types) {
      const html = await pageHtml(request, path);
      const tags = metaTags(html);
      const where = `${name} (${path})`;
      expect(titleOf(html), where).toContain('Vitrine Immo');
      expect(one(tags, 'og:site_name'), where).toBe('Vitrine Immo');
      expect(one(tags, 'og:locale'), where).toBe(openGraphLocale[lang]);
      expect(new Set(tags.get('og:locale:alternate')), where).toEqual(
        new Set(
          Object.entries(openGraphLocale)
            .filter(([code]) => code !== lang)
            .map(([, value]) => value),
        ),
      );
      expect(one(tags, 'og:title'), where).toBeTruthy();
      expect(one(tags, 'og:image:width'), where).toBe('1200');
      expect(one(tags, 'og:image:height'), where).toBe('630');
      expect(one(tags, 'og:image:type'), where).toBe('image/png');
      expect(one(tags, 'og:image:alt'), where).toBeTruthy();
      expect(one(tags, 'twitter:card'), where).toBe('summary_large_image');
      const image = one(tags, 'og:image') ?? '';
      expect(one(tags, 'twitter:image'), where).toBe(image);
      await expectShareImage(image, site);
    }
  });
}

test("each language's home page has a title of its own with the site's name", async ({ request }) => {
  const titles = await Promise.all(
    everyLanguage.map(async (lang) => titleOf(await pageHtml(request, `/${lang}`))),
  );
  for (const title of titles) expect(title).toMatch(/^Vitrine Immo – ./);
  expect(new Set(titles).size).toBe(everyLanguage.length);
});

test("a detail page shares its main photo, not the site's card", async ({ request }) => {
  const types = await pageTypes(request, 'nl');
  const images = new Map<string, Buffer>();
  for (const name of ['home', 'property detail', 'rental detail']) {
    const path = types.find((type) => type.name === name)?.path ?? '';
    const url = one(metaTags(await pageHtml(request, path)), 'og:image') ?? '';
    images.set(name, (await expectShareImage(url, site)).body);
  }
  expect(images.get('property detail')?.equals(images.get('home') ?? Buffer.alloc(0))).toBe(false);
  expect(images.get('rental detail')?.equals(images.get('home') ?? Buffer.alloc(0))).toBe(false);
});

test('a sharing image of nothing on the site is a 404', async () => {
  for (const path of [
    '/og/nl/estate/999999999.png',
    '/og/nl/estate/abc.png',
    '/og/nl/holiday/999999999.png',
    '/og/xx/card/site.png',
    '/og/nl/card/unknown.png',
    '/og/nl/page.png?path=%2Fbestaat-niet',
  ]) {
    expect((await fetchVia(`${site}${path}`)).status, path).toBe(404);
  }
});

test("with the content service down, the image is the site's card, kept only briefly", async () => {
  const deadSite = `http://localhost:${DEAD_UPSTREAM_SITE_PORT}`;
  for (const path of ['/og/nl/estate/1.png', '/og/fr/holiday/1.png', '/og/nl/page.png?path=%2F']) {
    const image = await expectShareImage(`${deadSite}${path}`, deadSite);
    expect(image.cacheControl, path).toBe('public, max-age=60');
  }
});

test.describe('sites by host name', () => {
  const origin = (host: string) => `http://${host}:${MULTI_SITE_PORT}`;

  async function estateIds(siteId: string): Promise<number[]> {
    const answer = await fetch(`http://127.0.0.1:${DEMO_PORT}/sites/${siteId}/estates`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: {} }),
    });
    return ((await answer.json()) as { results: { id: number }[] }).results.map((group) => group.id);
  }

  for (const [host, name] of [
    ['localhost', 'Vitrine Immo'],
    ['127.0.0.1', 'Vitrine Immo'],
    ['kust.localhost', 'Kust & Duin Vastgoed'],
  ] as const) {
    test(`${host} shares its own name and images on its own origin`, async () => {
      const home = await fetchVia(`${origin(host)}/nl`);
      expect(home.status).toBe(200);
      const html = home.body.toString('utf8');
      const tags = metaTags(html);
      expect(one(tags, 'og:site_name')).toBe(name);
      expect(titleOf(html)).toContain(name);
      await expectShareImage(one(tags, 'og:image') ?? '', origin(host));
    });
  }

  test("the coastal site's languages are the alternates, and its estates' images are its own", async () => {
    const tags = metaTags((await fetchVia(`${origin('kust.localhost')}/fr`)).body.toString('utf8'));
    expect(one(tags, 'og:locale')).toBe('fr_BE');
    expect(new Set(tags.get('og:locale:alternate'))).toEqual(new Set(['nl_BE', 'de_BE']));

    const coastal = await estateIds('kust');
    const inland = (await estateIds('demo')).find((id) => !coastal.includes(id));
    await expectShareImage(
      `${origin('kust.localhost')}/og/nl/estate/${coastal[0]}.png`,
      origin('kust.localhost'),
    );
    expect((await fetchVia(`${origin('kust.localhost')}/og/nl/estate/${inland}.png`)).status).toBe(404);
    await expectShareImage(`${origin('localhost')}/og/nl/estate/${inland}.png`, origin('localhost'));
  });

  test('a host name of no site gets no image', async () => {
    expect((await fetchVia(`${origin('nobody.localhost')}/og/nl/card/site.png`)).status).toBe(404);
  });
});
