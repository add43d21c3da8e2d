import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { EstateGroup, EstateSearchBody, RentalUnit } from '@/content-api/schemas';
import { collectSitemapEntries } from '@/server/estates/sitemap-entries';
import { estateGroup, estateRecord } from '../../domain/estate/estate-fixture';
import { CONTENT_BASE_URL, contentService, startContentService } from '../../support/msw-content-service';
import { projectGroup } from '../../display/estate/estate-fixtures';

startContentService();

const site = `${CONTENT_BASE_URL}/sites/demo`;
const SITE_URL = 'https://vitrine.test';

/** 150 houses and one project with two units: more than one page of the sitemap's paged search. */
const estates: EstateGroup[] = [
  ...Array.from({ length: 150 }, (_, index) => estateGroup([estateRecord({ general: { id: index + 1 } })])),
  projectGroup(),
];

const rental: RentalUnit = {
  id: 31,
  photos: [],
  address: { city: { zip: '8400', name: { nl: 'Oostende' } } },
  general: {
    description: { nl: 'Zeezicht' },
    descriptionShort: { nl: 'Zeezicht' },
    location: { id: 1, name: { nl: 'Kust' }, lat: null, lon: null },
    city: { id: 8400, name: { nl: 'Oostende' } },
    subKind: { id: 1, name: { nl: 'Appartement' } },
  },
  rooms: { bedrooms: 2, bathrooms: 1 },
  priceFrom: 450,
};

const landingMenu = {
  id: 2,
  type: 'footer',
  name: 'Footer',
  items: [
    { id: 'home', label: { nl: 'Home' }, href: { nl: '/' } },
    { id: 'sale', label: { nl: 'Te koop' }, href: { nl: '/te-koop' } },
    { id: 'gent', label: { nl: 'Te koop in Gent' }, href: { nl: '/te-koop/gent', fr: '/a-vendre/gand' } },
    { id: 'gone', label: { nl: 'Weg' }, href: { nl: '/te-koop/nergens' } },
    {
      id: 'projects',
      label: { nl: 'Projecten' },
      href: { nl: '/collectie/3/nieuwbouw' },
      children: [{ id: 'again', label: { nl: 'Gent' }, href: { nl: '/te-koop/gent' } }],
    },
  ],
};

const forSaleNode = { kind: 'estates', query: { collections: [1] }, collections: [1] };
const filterOptions = {
  headTypes: [],
  locations: [
    { id: 11, zip: '9000', name: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' }, lat: null, lon: null },
  ],
  prices: { min: null, max: null },
  subTypes: [],
  bedrooms: [],
  transactions: [],
  countries: [],
};

/** Menus that link to a landing page, a collection and a landing page the service no longer has. */
function serveLandingPages() {
  contentService.use(
    http.get(`${site}/navigation/main`, () => HttpResponse.json([])),
    http.get(`${site}/navigation/footer`, () => HttpResponse.json([landingMenu])),
    http.get(`${site}/pages/2`, () =>
      HttpResponse.json({
        id: 2,
        url: { nl: '/te-koop', fr: '/a-vendre', en: '/for-sale', de: '/zu-verkaufen' },
        title: { nl: 'Te koop' },
        template: 'estate-list',
        blocks: [],
        node: forSaleNode,
      }),
    ),
    http.get(`${site}/estate-pages/te-koop/gent`, () =>
      HttpResponse.json({
        id: 1011,
        title: { nl: 'Te koop in Gent' },
        text: { nl: 'Alles te koop in Gent.' },
        node: { ...forSaleNode, query: { collections: [1], terms: { 'address.city.id': [11] } } },
      }),
    ),
    http.get(`${site}/estate-pages/te-koop/nergens`, () =>
      HttpResponse.json({ error: { code: 'not_found', message: 'No' } }, { status: 404 }),
    ),
    http.post(`${site}/estate-filters`, () => HttpResponse.json(filterOptions)),
    http.get(`${site}/estate-collections/3`, () =>
      HttpResponse.json({ id: 3, name: { nl: 'Nieuwbouw', fr: 'Projets neufs' } }),
    ),
  );
}

function serve({ failEstates = false } = {}) {
  contentService.use(
    http.get(`${site}/navigation/:type`, () => HttpResponse.json([])),
    http.get(`${site}/pages/`, () =>
      HttpResponse.json([
        { id: 1, url: { nl: '/', fr: '/', en: '/', de: '/' }, title: { nl: 'Home' }, template: 'home' },
        {
          id: 2,
          url: { nl: '/te-koop', fr: '/a-vendre' },
          title: { nl: 'Te koop' },
          template: 'estate-list',
        },
      ]),
    ),
    http.post(`${site}/estates`, async ({ request }) => {
      if (failEstates)
        return HttpResponse.json({ error: { code: 'down', message: 'down' } }, { status: 500 });
      const body = (await request.json()) as EstateSearchBody;
      const { from, size } = body.pagination ?? { from: 0, size: estates.length };
      return HttpResponse.json({
        total: { value: estates.length },
        results: estates.slice(from, from + size),
      });
    }),
    http.post(`${site}/rental-units`, () => HttpResponse.json({ total: { value: 1 }, results: [rental] })),
  );
}

describe('sitemap entries', () => {
  it('lists every estate in the four languages, across every page of the search', async () => {
    serve();
    const locs = new Set((await collectSitemapEntries(SITE_URL)).map((entry) => entry.loc));
    for (const id of [1, 100, 150]) {
      for (const prefix of ['/nl/aanbod/', '/fr/offre/', '/en/offer/', '/de/angebot/']) {
        expect([...locs].some((loc) => loc.startsWith(`${SITE_URL}${prefix}${id}/`))).toBe(true);
      }
    }
  });

  it('lists the project units, the holiday rentals and the CMS pages in each of their languages', async () => {
    serve();
    const entries = await collectSitemapEntries(SITE_URL);
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toContain(`${SITE_URL}/nl/aanbod/700/residentie-t-hof-in-2000-antwerpen/7001`);
    expect(locs).toContain(`${SITE_URL}/de/feiertage/31`);
    expect(locs).toContain(`${SITE_URL}/fr/vacances/31`);
    expect(locs).toContain(`${SITE_URL}/fr`);
    expect(locs).toContain(`${SITE_URL}/fr/a-vendre`);
    expect(locs).not.toContain(`${SITE_URL}/en/te-koop`);
    expect(entries.length).toBe(4 * (151 + 2) + 4 + 4 + 2);
  });

  it('gives each entry the alternates of all its languages and x-default', async () => {
    serve();
    const entry = (await collectSitemapEntries(SITE_URL)).find(
      (item) => item.loc === `${SITE_URL}/en/holiday/31`,
    );
    expect(entry?.alternates).toEqual({
      nl: `${SITE_URL}/nl/vakantie/31`,
      fr: `${SITE_URL}/fr/vacances/31`,
      en: `${SITE_URL}/en/holiday/31`,
      de: `${SITE_URL}/de/feiertage/31`,
      'x-default': `${SITE_URL}/nl/vakantie/31`,
    });
  });

  it('lists the landing pages and collections the menus link to, at their address in every language', async () => {
    serve();
    serveLandingPages();
    const entries = await collectSitemapEntries(SITE_URL);
    const gent = entries.find((entry) => entry.loc === `${SITE_URL}/fr/a-vendre/gand`);
    expect(gent?.alternates).toEqual({
      nl: `${SITE_URL}/nl/te-koop/gent`,
      fr: `${SITE_URL}/fr/a-vendre/gand`,
      en: `${SITE_URL}/en/for-sale/ghent`,
      de: `${SITE_URL}/de/zu-verkaufen/gent`,
      'x-default': `${SITE_URL}/nl/te-koop/gent`,
    });
    const locs = entries.map((entry) => entry.loc);
    expect(locs.filter((loc) => loc === `${SITE_URL}/nl/te-koop/gent`)).toHaveLength(1);
    expect(locs).toContain(`${SITE_URL}/nl/collectie/3/nieuwbouw`);
    expect(locs).toContain(`${SITE_URL}/de/kollektion/3/nieuwbouw`);
    expect(locs).toContain(`${SITE_URL}/fr/collection/3/projets-neufs`);
    expect(locs.some((loc) => loc.includes('nergens'))).toBe(false);
  });

  it('fails rather than publish a sitemap without the estates', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ failEstates: true });
    await expect(collectSitemapEntries(SITE_URL)).rejects.toThrow();
  });
});
