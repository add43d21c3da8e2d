import { expect, test, type Page } from './support/test';
import { buildEstateSearchBody, HEAD_TYPE_GROUP_ORDER, parseFilters } from '../src/domain/search';
import { allMatches, listingNode } from './support/demo-estates';
import { DEMO_PORT, MULTI_SITE_PORT } from './support/servers';
import { watchMapTiles } from './support/tiles';

const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;

/** What the content service itself counts for the filters of a listing URL. */
async function serviceTotal(pagePath: string, url: string): Promise<number> {
  const body = buildEstateSearchBody({
    node: await listingNode(pagePath),
    filters: parseFilters(new URL(url).searchParams),
  });
  const answer = await fetch(`${demo}/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await answer.json()).total.value as number;
}

/** The number in the result count line ("231 panden", "3 biens"). */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByRole('status').filter({ hasText: /^\d+ / }).first().textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

const cards = (page: Page) => page.getByRole('article');

/** Card prices in euro, in page order; "price on request" cards are left out. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((articles) =>
    articles.map((article) => article.querySelector('p')?.textContent ?? ''),
  );
  return texts.flatMap((text) => {
    const match = /€\s?([\d.]+)/.exec(text);
    return match?.[1] ? [Number(match[1].replace(/\./g, ''))] : [];
  });
}

async function chooseCity(page: Page, label: string, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: option }).click();
  await page.waitForURL(/city=/);
}

const filterCases = [
  {
    locale: 'nl',
    path: '/te-koop',
    labels: { city: 'Gemeente', min: 'Minimumprijs', max: 'Maximumprijs', bedrooms: 'Slaapkamers' },
    cities: [
      { typed: 'schaar', option: /^Schaarbeek/ },
      { typed: 'anderl', option: /^Anderlecht/ },
    ],
    price: ['200.000', '900.000'],
    bedrooms: '4',
  },
  {
    locale: 'fr',
    path: '/a-vendre',
    labels: { city: 'Commune', min: 'Prix minimum', max: 'Prix maximum', bedrooms: 'Chambres' },
    cities: [
      { typed: 'anderl', option: /^Anderlecht/ },
      { typed: 'tirle', option: /^Tirlemont/ },
    ],
    price: ['300000', '900000'],
    bedrooms: '2',
  },
] as const;

test.describe('estate listing', () => {
  for (const { locale, path, labels, cities, price, bedrooms } of filterCases) {
    test(`${locale}: city, price range and bedrooms narrow the list to the service's own total`, async ({
      page,
    }) => {
      await page.goto(`/${locale}${path}`);
      const unfiltered = await shownTotal(page);
      for (const city of cities) await chooseCity(page, labels.city, city.typed, city.option);
      await page.getByRole('textbox', { name: labels.min }).fill(price[0]);
      await page.getByRole('textbox', { name: labels.max }).fill(price[1]);
      await page.getByRole('textbox', { name: labels.max }).press('Enter');
      await page.waitForURL(/price-max=/);
      await page.getByRole('combobox', { name: labels.bedrooms }).selectOption(bedrooms);
      await page.waitForURL(/bedrooms=/);

      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const expected = await serviceTotal(path, page.url());
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(unfiltered);
      await expect.poll(() => shownTotal(page)).toBe(expected);
      await expect(cards(page)).toHaveCount(Math.min(expected, 15));

      // Reload keeps the filters: they live in the URL.
      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      expect(await shownTotal(page)).toBe(expected);
      await expect(page.getByRole('combobox', { name: labels.bedrooms })).toHaveValue(bedrooms);
    });
  }

  test('load more appends the next 15 and hands the focus to the first new card', async ({ page }) => {
    await page.goto('/en/for-sale');
    await expect(cards(page)).toHaveCount(15);
    const firstPageTitles = await cards(page).getByRole('heading').allTextContents();
    await page.getByRole('button', { name: 'Show more properties' }).click();
    await expect(cards(page)).toHaveCount(30);
    const titles = await cards(page).getByRole('heading').allTextContents();
    expect(titles.slice(0, 15)).toEqual(firstPageTitles);
    expect(new Set(titles).size).toBe(30);
    await expect(cards(page).nth(15).getByRole('link')).toBeFocused();
    await expect(page.getByText('Showing 30 of')).toBeVisible();
  });

  test('sort by price orders the cards, cheapest first, then dearest first', async ({ page }) => {
    await page.goto('/nl/te-koop');
    const sort = page.getByRole('combobox', { name: 'Sorteren' });
    await sort.selectOption({ label: 'Prijs oplopend' });
    await page.waitForURL(/sortType=price&sortOrder=ASC/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const ascending = await cardPrices(page);
    expect(ascending.length).toBeGreaterThan(5);
    expect(ascending).toEqual([...ascending].sort((left, right) => left - right));

    await sort.selectOption({ label: 'Prijs aflopend' });
    await page.waitForURL(/sortOrder=DESC/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((left, right) => right - left));
  });

  test('grouping by type shows headed groups in the order of spec §9', async ({ page }) => {
    // Two towns with fewer than 15 estates together: every type is on the first page.
    const query = 'city=8&city=11';
    await page.goto(`/nl/te-koop?${query}`);
    await page.getByRole('combobox', { name: 'Groeperen' }).selectOption({ label: 'Per type' });
    await page.waitForURL(/group=type/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    const matches = await allMatches('/te-koop', query);
    expect(matches.length).toBeLessThanOrEqual(15);
    const typeIds = new Set(matches.map((estate) => estate.children[0]?.general.headType.id));
    const expectedOrder = HEAD_TYPE_GROUP_ORDER.filter((id) => typeIds.has(id));
    const names: Record<number, string> = {
      1: 'Huis',
      2: 'Appartement',
      3: 'Grond',
      4: 'Handelspand',
      5: 'Garage',
    };
    const headings = await page.locator('main h2[id^="section-"]').allTextContents();
    expect(expectedOrder.length).toBeGreaterThan(1);
    expect(headings).toEqual(expectedOrder.map((id) => names[id]));
  });

  test('gallery ↔ map: Leaflet loads only after switching, markers show, reload keeps the view', async ({
    page,
  }) => {
    await watchMapTiles(page);
    const leafletScripts: string[] = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.text().catch(() => '');
      if (body.includes('leaflet-container')) leafletScripts.push(response.url());
    });
    await page.goto('/fr/a-vendre?bedrooms=3');
    await page.waitForLoadState('networkidle');
    expect(leafletScripts).toEqual([]);
    await expect(page.getByRole('button', { name: 'Galerie' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'Carte' }).click();
    await page.waitForURL(/view=map/);
    const map = page.getByRole('region', { name: 'Carte des biens' });
    await expect(map).toBeVisible({ timeout: 20_000 });
    // The response handler reads each body asynchronously, so the map may be drawn before it has looked.
    await expect.poll(() => leafletScripts.length).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: 'Carte' })).toHaveAttribute('aria-pressed', 'true');
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();

    await page.reload();
    expect(page.url()).toMatch(/bedrooms=3&view=map$/);
    await expect(page.getByRole('region', { name: 'Carte des biens' })).toBeVisible({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Galerie' }).click();
    await page.waitForURL((url) => !url.search.includes('view='));
    await expect(page.getByRole('region', { name: 'Carte des biens' })).toHaveCount(0);
  });

  test('a bad query string shows the unfiltered listing with status 200', async ({ page }) => {
    await page.goto('/nl/te-koop');
    const unfiltered = await shownTotal(page);
    const response = await page.goto('/nl/te-koop?price-min=abc&bedrooms=-3&geo_range=5km;x;y&type=&city=');
    expect(response?.status()).toBe(200);
    expect(await shownTotal(page)).toBe(unfiltered);
    await expect(cards(page)).toHaveCount(15);
  });

  for (const { url, opener, bedrooms } of [
    { url: '/nl/te-koop', opener: 'Filters', bedrooms: 'Slaapkamers' },
    {
      url: `http://kust.localhost:${MULTI_SITE_PORT}/de/zu-verkaufen`,
      opener: 'Filter',
      bedrooms: 'Schlafzimmer',
    },
  ]) {
    test(`a wide screen shows the filters in the page, without the phone's button that opens them (${url})`, async ({
      page,
    }) => {
      await page.goto(url);
      await expect(page.getByRole('combobox', { name: bedrooms, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: opener, exact: true })).toBeHidden();
    });
  }

  test('the whole flow works with the keyboard alone', async ({ page }) => {
    await page.goto('/nl/te-koop');
    const bedrooms = page.getByRole('combobox', { name: 'Slaapkamers' });
    await bedrooms.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/bedrooms=2/);
    await expect(bedrooms).toBeFocused();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Gemeente' }).focus();
    await page.keyboard.type('gent');
    await expect(page.getByRole('option', { name: /^Gent/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/city=11/);

    await page.getByRole('button', { name: 'Gent (9000) verwijderen' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.search.includes('city='));
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    const total = await shownTotal(page);
    expect(total).toBeGreaterThan(15);
    const more = page.getByRole('button', { name: 'Meer panden tonen' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(Math.min(total, 30));
    const firstNew = cards(page).nth(15).getByRole('link');
    await expect(firstNew).toBeFocused();

    await page.getByRole('button', { name: 'Kaart' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/view=map/);
    await page.getByRole('button', { name: 'Galerij' }).focus();
    await page.keyboard.press('Space');
    await page.waitForURL((url) => !url.search.includes('view='));

    const href = await cards(page).first().getByRole('link').getAttribute('href');
    await cards(page).first().getByRole('link').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
  });
});
