import { expect, test, type Page } from './support/test';
import { distanceKm } from '../src/demo-content-service/geo';
import { parseGeoRange } from '../src/domain/search';
import { DEMO_PORT } from './support/servers';

const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;

type Point = { lat: number; lon: number };

/** The number in the result count line ("231 panden"). */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByRole('status').filter({ hasText: /^\d+ / }).first().textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

/** Where the estates of the cards on the page lie, as the content service records them. */
async function cardPoints(page: Page): Promise<Point[]> {
  const hrefs = await page
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ids = [...new Set(hrefs.flatMap((href) => /\/aanbod\/(\d+)\//.exec(href)?.[1] ?? []))];
  expect(ids.length).toBeGreaterThan(0);
  return Promise.all(
    ids.map(async (id) => {
      const group = await (await fetch(`${demo}/estates/group/${id}`)).json();
      return group.children[0].address.geoLocation as Point;
    }),
  );
}

function rangeOf(page: Page) {
  const geo = parseGeoRange(new URL(page.url()).searchParams.get('geo_range'));
  if (!geo) throw new Error(`No geo range in ${page.url()}`);
  return geo;
}

test.describe('geo range filter', () => {
  test('a town and a distance narrow the list, survive a reload, and the back button undoes them', async ({
    page,
    request,
  }) => {
    await page.goto('/nl/te-koop');
    const everything = await shownTotal(page);
    const [ghent] = (await (await request.get('/nl/ajax/search-city?q=gent')).json()).cities as (Point & {
      name: string;
    })[];
    expect(ghent?.name).toBe('Gent');

    await page.getByRole('combobox', { name: 'Afstand' }).selectOption({ label: '10 km' });
    await page.getByRole('combobox', { name: 'Rond welke plaats' }).fill('gent');
    await page.getByRole('option', { name: /^Gent \(9000\)/ }).click();
    await page.waitForURL(/geo_range=/);

    expect(rangeOf(page)).toEqual({ distanceKm: 10, lat: ghent!.lat, lon: ghent!.lon });
    expect(new URL(page.url()).searchParams.has('city')).toBe(false);
    await expect(page.getByText('Binnen 10 km van Gent (9000)')).toBeVisible();
    await expect.poll(() => shownTotal(page)).toBeLessThan(everything);
    const inRange = await shownTotal(page);
    expect(inRange).toBeGreaterThan(0);
    for (const point of await cardPoints(page)) expect(distanceKm(ghent!, point)).toBeLessThanOrEqual(10);

    const rangeUrl = page.url();
    await page.reload();
    expect(page.url()).toBe(rangeUrl);
    await expect(page.getByText('Binnen 10 km van Gent (9000)')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Afstand' })).toHaveValue('10');
    expect(await shownTotal(page)).toBe(inRange);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('geo_range'));
    await expect.poll(() => shownTotal(page)).toBe(everything);
    await expect(page.getByText('Binnen 10 km van Gent (9000)')).toHaveCount(0);
  });

  test('choosing a city again replaces the range', async ({ page }) => {
    await page.goto('/nl/te-koop?geo_range=5km;51.0543;3.7174');
    await page.getByRole('combobox', { name: 'Gemeente', exact: true }).fill('schaar');
    await page.getByRole('option', { name: /^Schaarbeek/ }).click();
    await page.waitForURL(/city=/);
    expect(new URL(page.url()).searchParams.has('geo_range')).toBe(false);
    await expect(page.getByRole('button', { name: 'Afstandsfilter verwijderen' })).toHaveCount(0);
  });

  test.describe('on a phone, around the visitor’s own position', () => {
    const brussels = { latitude: 50.8503463, longitude: 4.3517211 };
    test.use({ viewport: { width: 375, height: 812 }, geolocation: brussels });

    test('asks on the click, writes the rounded position and names it "your location"', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['geolocation']);
      await page.goto('/nl/te-koop');
      const everything = await shownTotal(page);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByRole('button', { name: 'Rond mijn locatie' }).click();
      await page.waitForURL(/geo_range=/);

      expect(rangeOf(page)).toEqual({ distanceKm: 10, lat: 50.85, lon: 4.352 });
      await expect(sheet.getByText('Binnen 10 km van uw locatie')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await expect.poll(() => shownTotal(page)).toBeLessThan(everything);
    });

    test('explains a refusal without changing the list', async ({ page }) => {
      // No permission granted: headless Chromium answers the request with a refusal.
      await page.goto('/nl/te-koop');
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await page.getByRole('button', { name: 'Rond mijn locatie' }).click();
      await expect(page.getByText(/U gaf geen toestemming om uw locatie te gebruiken/)).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
    });
  });
});
