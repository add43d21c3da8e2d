import { expect, test, type Page } from './support/test';
import type { EstateGroup, RentalUnit } from '../src/content-api/schemas';
import { DEMO_PORT, MULTI_SITE_PORT, SITE_PORT } from './support/servers';

// The structured data search engines read on the built site: the agency and the website on the home
// page, a listing with its offer on an estate, project and unit page, a VacationRental on a holiday
// rental page; every address on the origin the visitor used.

const site = `http://localhost:${SITE_PORT}`;
const coastSite = `http://kust.localhost:${MULTI_SITE_PORT}`;

type Block = Record<string, unknown>;

async function jsonLdBlocks(page: Page): Promise<Block[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Block);
}

async function blockOf(page: Page, type: string): Promise<Block> {
  const block = (await jsonLdBlocks(page)).find((candidate) => candidate['@type'] === type);
  if (!block) throw new Error(`${page.url()} has no ${type}`);
  return block;
}

/** Estates of the demo service matching `match`, as it answers them (before the site's public rules). */
async function demoEstates(match: Record<string, string | boolean>): Promise<EstateGroup[]> {
  const answer = await fetch(`http://127.0.0.1:${DEMO_PORT}/sites/demo/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-id': 'demo' },
    body: JSON.stringify({ query: { match }, pagination: { from: 0, size: 50 } }),
  });
  return ((await answer.json()) as { results: EstateGroup[] }).results;
}

/** The first estate with a public price: not under the VAT regime. */
async function pricedEstate(match: Record<string, string | boolean>): Promise<EstateGroup> {
  const found = (await demoEstates(match)).find(
    (group) => !group.children[0]?.financial?.vatRegime && (group.children[0]?.price?.value ?? 0) > 0,
  );
  if (!found) throw new Error(`no priced estate matches ${JSON.stringify(match)}`);
  return found;
}

async function demoRentals(siteId: string): Promise<RentalUnit[]> {
  const answer = await fetch(`http://127.0.0.1:${DEMO_PORT}/sites/${siteId}/rental-units`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-id': siteId },
    body: JSON.stringify({ query: {}, pagination: { from: 0, size: 100 } }),
  });
  return ((await answer.json()) as { results: RentalUnit[] }).results;
}

const isListed = (unit: RentalUnit) => unit.general.location.lat !== null && unit.photos.length >= 8;

test.describe('structured data', () => {
  test('the home page names the agency and the website in the page language', async ({ page, request }) => {
    await page.goto('/fr');
    const agent = await blockOf(page, 'RealEstateAgent');
    expect(agent).toMatchObject({
      name: 'Vitrine Immo',
      url: `${site}/`,
      telephone: '+32 9 224 18 30',
      email: 'info@vitrine-immo.be',
      address: { streetAddress: 'Korenmarkt 12', postalCode: '9000', addressLocality: 'Gent' },
    });
    expect(String(agent.logo)).toMatch(new RegExp(`^${site}/media/assets/logo\\.svg\\?`));
    expect((await request.get(String(agent.logo))).ok()).toBe(true);
    const website = await blockOf(page, 'WebSite');
    expect(website).toMatchObject({ name: 'Vitrine Immo', url: `${site}/fr`, inLanguage: 'fr' });
    expect(website).not.toHaveProperty('potentialAction');
  });

  test('an estate for sale and one for rent carry their price, the rent per month', async ({ page }) => {
    const sale = await pricedEstate({ 'general.status': 'FOR_SALE', 'general.project': false });
    await page.goto(`/nl/aanbod/${sale.id}`);
    const listing = await blockOf(page, 'RealEstateListing');
    expect(String(listing.url)).toBe(page.url());
    expect(listing).toMatchObject({
      inLanguage: 'nl',
      offers: { '@type': 'Offer', price: sale.children[0]?.price?.value, priceCurrency: 'EUR' },
    });

    const rent = await pricedEstate({ 'general.status': 'TO_RENT' });
    await page.goto(`/nl/aanbod/${rent.id}`);
    expect((await blockOf(page, 'RealEstateListing')).offers).toMatchObject({
      price: rent.children[0]?.price?.value,
      priceSpecification: { '@type': 'UnitPriceSpecification', unitCode: 'MON' },
    });
  });

  test('a project offers the range of its units, a unit its own price', async ({ page }) => {
    const project = await pricedEstate({ 'general.project': true });
    const units = project.children.slice(1).filter((unit) => unit.general.status === 'FOR_SALE');
    const prices = units.map((unit) => unit.price?.value ?? 0).filter((price) => price > 0);
    await page.goto(`/nl/aanbod/${project.id}`);
    expect((await blockOf(page, 'RealEstateListing')).offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: prices.length,
      priceCurrency: 'EUR',
    });

    const unit = units[0]!;
    await page.goto(`/nl/aanbod/${project.id}/project/${unit.general.id}`);
    const listing = await blockOf(page, 'RealEstateListing');
    expect(String(listing.url)).toBe(page.url());
    expect(listing.offers).toMatchObject({ '@type': 'Offer', price: unit.price?.value });
  });

  test('a holiday rental is a VacationRental with Google’s required properties; one without them has none', async ({
    page,
  }) => {
    const rentals = await demoRentals('demo');
    const listed = rentals.find(isListed)!;
    await page.goto(`/de/feiertage/${listed.id}`);
    const rental = await blockOf(page, 'VacationRental');
    expect(rental).toMatchObject({
      identifier: String(listed.id),
      url: `${site}/de/feiertage/${listed.id}`,
      latitude: listed.general.location.lat,
      longitude: listed.general.location.lon,
      containsPlace: { occupancy: { value: listed.general.maxOccupation } },
    });
    expect(rental.image).toHaveLength(listed.photos.length);
    expect((rental.image as string[]).every((url) => url.startsWith(`${site}/`))).toBe(true);
    expect(rental).not.toHaveProperty('offers');

    const unlisted = rentals.find((unit) => unit.general.location.lat === null)!;
    await page.goto(`/de/feiertage/${unlisted.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await jsonLdBlocks(page)).toEqual([]);
  });

  test('a second site on the same deployment speaks of itself, on its own host name', async ({ page }) => {
    await page.goto(`${coastSite}/nl`);
    const agent = await blockOf(page, 'RealEstateAgent');
    expect(agent).toMatchObject({ name: 'Kust & Duin Vastgoed', url: `${coastSite}/` });
    expect(String(agent.logo)).toMatch(new RegExp(`^${coastSite}/media/assets/kust-logo\\.svg\\?`));

    const rental = (await demoRentals('kust')).find(isListed)!;
    await page.goto(`${coastSite}/nl/vakantie/${rental.id}`);
    const block = await blockOf(page, 'VacationRental');
    expect(block.url).toBe(`${coastSite}/nl/vakantie/${rental.id}`);
    expect((block.image as string[])[0]).toMatch(new RegExp(`^${coastSite}/`));
    expect(block.knowsLanguage).toEqual(['nl', 'fr', 'de']);
  });
});
