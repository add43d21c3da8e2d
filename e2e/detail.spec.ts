import { expect, test, type APIRequestContext, type Page } from './support/test';
import { DEMO_PORT } from './support/servers';

type Record = {
  general: { id: number; project?: boolean; status: string };
  price?: { period?: string | null } | null;
  financial?: { settingPrice?: number | null; sessionDate?: string | null } | null;
  layout?: { rooms: unknown[] } | null;
  pictures?: unknown[] | null;
};
type Group = { id: number; children: Record[] };

const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;

/** The first estate of the demo service matching an index query, so no id is hard-coded here. */
async function findEstate(request: APIRequestContext, match: { [field: string]: string | number | boolean }) {
  const answer = await request.post(`${demo}/estates`, {
    headers: { 'x-site-id': 'demo' },
    data: { query: { match }, pagination: { from: 0, size: 20 } },
  });
  const { results } = (await answer.json()) as { results: Group[] };
  const found = results.find((group) => (group.children[0]?.pictures?.length ?? 0) >= 2);
  if (!found) throw new Error(`No demo estate matches ${JSON.stringify(match)}`);
  return found;
}

const languages = {
  nl: {
    stem: 'aanbod',
    tabs: {
      general: 'Algemeen',
      financial: 'Prijs',
      layout: 'Indeling',
      epc: 'Energie',
      notary: 'Openbare verkoop',
    },
    planning: 'Stedenbouw en overstroming',
    showAll: /Alle \d+ foto's bekijken/,
    units: 'Units in dit project',
    partOf: /Deel van het project/,
    perMonth: 'per maand',
    notFound: 'Deze pagina bestaat niet (meer)',
  },
  fr: {
    stem: 'offre',
    tabs: {
      general: 'Général',
      financial: 'Prix',
      layout: 'Agencement',
      epc: 'Énergie',
      notary: 'Vente publique',
    },
    planning: 'Urbanisme et inondation',
    showAll: /Voir les \d+ photos/,
    units: 'Les unités de ce projet',
    partOf: /Fait partie du projet/,
    perMonth: 'par mois',
    notFound: "Cette page n'existe pas (ou plus)",
  },
} as const;

async function canonicalPathOf(request: APIRequestContext, lang: string, stem: string, id: number) {
  const response = await request.get(`/${lang}/${stem}/${id}`, { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  const location = new URL(response.headers().location ?? '', 'http://site.test').pathname;
  expect(location).toMatch(new RegExp(`^/${lang}/${stem}/${id}/[a-z0-9-]+$`));
  return location;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

for (const [lang, words] of Object.entries(languages)) {
  test.describe(`detail pages in ${lang}`, () => {
    test('a house for sale: tabs, legal information and the gallery with its lightbox', async ({
      page,
      request,
    }) => {
      const house = await findEstate(request, {
        'general.headType.id': 1,
        'general.status': 'FOR_SALE',
        'address.region': 'flanders',
        'general.project': false,
      });
      await page.goto(await canonicalPathOf(request, lang, words.stem, house.id));
      for (const name of [words.tabs.general, words.tabs.financial, words.tabs.epc, words.planning]) {
        await expect(tab(page, name)).toBeVisible();
      }
      const main = house.children[0];
      const hasAuction = Boolean(main?.financial?.settingPrice || main?.financial?.sessionDate);
      await expect(tab(page, words.tabs.notary)).toHaveCount(hasAuction ? 1 : 0);

      await tab(page, words.tabs.epc).click();
      await expect(page.getByRole('tabpanel').getByRole('list', { name: /A\+\+/ }).first()).toBeVisible();

      await page.getByRole('button', { name: words.showAll }).click();
      const lightbox = page.getByRole('dialog');
      await expect(lightbox).toBeVisible();
      const counter = lightbox.locator('.yarl__counter');
      await expect(counter).toHaveText(/^1 \/ \d+$/);
      await page.keyboard.press('ArrowRight');
      await expect(counter).toHaveText(/^2 \/ \d+$/);
      await page.keyboard.press('ArrowLeft');
      await expect(counter).toHaveText(/^1 \/ \d+$/);
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
    });

    test('an apartment in Wallonia leaves out the Flemish-only disclosures', async ({ page, request }) => {
      const apartment = await findEstate(request, {
        'general.headType.id': 2,
        'general.status': 'FOR_SALE',
        'address.region': 'wallonia',
      });
      await page.goto(await canonicalPathOf(request, lang, words.stem, apartment.id));
      await tab(page, words.planning).click();
      await expect(page.locator('[data-field="planning.violation"]')).toBeVisible();
      for (const key of [
        'flood_information.building_score',
        'flood_information.parcel_score',
        'planning.as_built_certificate',
        'planning.heritage_inventoried',
      ]) {
        await expect(page.locator(`[data-field="${key}"]`)).toHaveCount(0);
      }
    });

    test('a plot has no electrical certificate and no layout without rooms', async ({ page, request }) => {
      const plot = await findEstate(request, { 'general.headType.id': 3, 'general.status': 'FOR_SALE' });
      await page.goto(await canonicalPathOf(request, lang, words.stem, plot.id));
      await expect(tab(page, words.tabs.general)).toBeVisible();
      await expect(page.locator('[data-field^="certification.electricity"]')).toHaveCount(0);
      const rooms = plot.children[0]?.layout?.rooms.length ?? 0;
      if (rooms === 0) await expect(tab(page, words.tabs.layout)).toHaveCount(0);
    });

    test('a rental shows its rent per month and none of the sale-only disclosures', async ({
      page,
      request,
    }) => {
      const rental = await findEstate(request, { 'general.status': 'TO_RENT', 'general.headType.id': 1 });
      await page.goto(await canonicalPathOf(request, lang, words.stem, rental.id));
      if (rental.children[0]?.price?.period === 'MONTH') {
        await expect(page.getByTestId('estate-price')).toContainText(words.perMonth);
      }
      for (const key of [
        'certification.electricity_certificate',
        'planning.building_permit',
        'planning.destination_zone',
      ]) {
        await expect(page.locator(`[data-field="${key}"]`)).toHaveCount(0);
      }
    });

    test('a project lists its units by floor and a unit has its own page', async ({ page, request }) => {
      const project = await findEstate(request, { 'general.project': true });
      await page.goto(await canonicalPathOf(request, lang, words.stem, project.id));
      const units = page.getByRole('region', { name: words.units });
      await expect(units.getByRole('heading', { name: words.units })).toBeVisible();
      const firstUnit = units.getByRole('link').first();
      await firstUnit.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${words.stem}/${project.id}/[a-z0-9-]+/\\d+$`));
      await expect(page.getByRole('link', { name: words.partOf })).toBeVisible();
      await expect(tab(page, words.tabs.general)).toBeVisible();
    });

    test('an unknown estate is the 404 page of the language', async ({ page }) => {
      const response = await page.goto(`/${lang}/${words.stem}/987654321`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFound);
    });
  });
}

test.describe('canonical URLs and search engines', () => {
  test('a wrong slug and a unit with a wrong slug redirect permanently to the canonical URL', async ({
    request,
  }) => {
    const house = await findEstate(request, { 'general.headType.id': 1, 'general.status': 'FOR_SALE' });
    const canonical = await canonicalPathOf(request, 'nl', 'aanbod', house.id);
    const wrong = await request.get(`/nl/aanbod/${house.id}/oude-slug`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(308);
    expect(new URL(wrong.headers().location ?? '', 'http://site.test').pathname).toBe(canonical);

    const project = await findEstate(request, { 'general.project': true });
    const unitId = project.children[1]?.general.id;
    const unit = await request.get(`/fr/offre/${project.id}/ancien-nom/${unitId}`, { maxRedirects: 0 });
    expect(unit.status()).toBe(308);
    expect(unit.headers().location).toMatch(new RegExp(`/fr/offre/${project.id}/[a-z0-9-]+/${unitId}$`));
  });

  test('the served HTML has the canonical link, four hreflang alternates plus x-default and JSON-LD', async ({
    request,
  }) => {
    const house = await findEstate(request, { 'general.headType.id': 1, 'general.status': 'FOR_SALE' });
    const path = await canonicalPathOf(request, 'fr', 'offre', house.id);
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    for (const [hreflang, stem] of [
      ['nl', '/nl/aanbod/'],
      ['fr', '/fr/offre/'],
      ['en', '/en/offer/'],
      ['de', '/de/angebot/'],
      ['x-default', '/nl/aanbod/'],
    ]) {
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" hrefLang="${hreflang}" href="[^"]*${stem}${house.id}/`),
      );
    }
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? ''),
    );
    const listing = scripts.find((data) => data['@type'] === 'RealEstateListing');
    expect(listing?.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
    expect(listing?.image.length).toBeGreaterThan(0);
    expect(scripts.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('sitemap.xml lists every estate in the four languages, and robots.txt points at it', async ({
    request,
  }) => {
    const all = (await (
      await request.post(`${demo}/estates`, { headers: { 'x-site-id': 'demo' }, data: { query: {} } })
    ).json()) as { results: Group[] };
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const locs = new Set(
      [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname),
    );
    const prefixes = new Set([...locs].map((loc) => loc.split('/').slice(0, 4).join('/')));
    for (const group of all.results) {
      for (const stem of ['/nl/aanbod/', '/fr/offre/', '/en/offer/', '/de/angebot/']) {
        expect(prefixes.has(`${stem}${group.id}`)).toBe(true);
      }
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('the legacy /detail link redirects permanently to the canonical URL', async ({ request }) => {
    const house = await findEstate(request, { 'general.headType.id': 1, 'general.status': 'FOR_SALE' });
    const canonical = await canonicalPathOf(request, 'en', 'offer', house.id);
    const legacy = await request.get(`/en/detail?id=${house.id}`, { maxRedirects: 0 });
    expect(legacy.status()).toBe(308);
    expect(new URL(legacy.headers().location ?? '', 'http://site.test').pathname).toBe(canonical);
    expect((await request.get('/en/detail', { maxRedirects: 0 })).status()).toBe(404);
  });
});
