import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/test';
import type { GeoBoundingBox } from '../src/content-api/schemas';
import { publicEstateGroup } from '../src/domain/estate/public-record';
import { parseMapBounds } from '../src/domain/search';
import { allMatches } from './support/demo-estates';
import { watchMapTiles } from './support/tiles';

/** Leaflet arrives after hydration, with every estate of the listing: give it more than the default. */
const MAP_LOAD_TIMEOUT = 20_000;

type Texts = {
  path: string;
  region: string;
  zoomIn: string;
  searchArea: string;
  mapArea: string;
  removeMapArea: string;
  /** The number in the map's caption ("12 panden op de kaart"). */
  caption: RegExp;
};

const dutch: Texts = {
  path: '/nl/te-koop',
  region: 'Kaart met panden',
  zoomIn: 'Inzoomen',
  searchArea: 'Zoek in dit gebied',
  mapArea: 'Gebied op de kaart',
  removeMapArea: 'Kaartgebied verwijderen',
  caption: /^(\d+) panden? op de kaart$/,
};

const french: Texts = {
  path: '/fr/a-vendre',
  region: 'Carte des biens',
  zoomIn: 'Zoomer',
  searchArea: 'Rechercher dans cette zone',
  mapArea: 'Zone de la carte',
  removeMapArea: 'Retirer la zone de la carte',
  caption: /^(\d+) biens? sur la carte$/,
};

async function openMap(page: Page, texts: Texts, query = 'view=map'): Promise<Locator> {
  await watchMapTiles(page);
  await page.goto(`${texts.path}?${query}`);
  const map = page.getByRole('region', { name: texts.region });
  await expect(map).toBeVisible({ timeout: MAP_LOAD_TIMEOUT });
  return map;
}

/** How many estates the map shows, from its caption. */
async function markerCount(page: Page, texts: Texts): Promise<number> {
  const caption = page.locator('figcaption').filter({ hasText: texts.caption });
  return Number(texts.caption.exec((await caption.textContent()) ?? '')?.[1]);
}

/** The number in the result count line ("231 panden"). */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByRole('status').filter({ hasText: /^\d+ / }).first().textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

function areaOf(page: Page): GeoBoundingBox {
  const area = parseMapBounds(new URL(page.url()).searchParams.get('bounds'));
  if (!area) throw new Error(`No map area in ${page.url()}`);
  return area;
}

/** Where the site publishes each match of a listing URL: hidden addresses at their rounded point. */
async function publishedPoints(search: string) {
  const matches = await allMatches('/te-koop', search.replace(/^\?/, ''));
  return matches.map((group) => publicEstateGroup(group).children[0]!.address?.geoLocation ?? null);
}

const inArea = (area: GeoBoundingBox, point: { lat: number; lon: number }) =>
  point.lat >= area.south && point.lat <= area.north && point.lon >= area.west && point.lon <= area.east;

/** The slippy-map tile a point lies on at a zoom level. */
function tileOf(lat: number, lon: number, zoom: number): string {
  const scale = 2 ** zoom;
  const radians = (lat * Math.PI) / 180;
  const x = Math.floor(((lon + 180) / 360) * scale);
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * scale);
  return `${zoom}/${x}/${y}`;
}

/** The tiles the map has drawn, as `z/x/y`. */
async function drawnTiles(map: Locator): Promise<string[]> {
  const sources = await map
    .locator('img.leaflet-tile-loaded')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  return sources.flatMap((source) => /\/(\d+\/\d+\/\d+)\.png/.exec(source)?.[1] ?? []);
}

const zoomOf = (tile: string) => Number(tile.split('/')[0]);

/** The zoom the map shows now: its deepest tiles (the visitor only zoomed in). */
async function shownZoom(map: Locator): Promise<number> {
  return Math.max(...(await drawnTiles(map)).map(zoomOf));
}

/** After the search: the list, the map and the demo service agree, and every match lies in the area. */
async function expectListNarrowedToArea(page: Page, texts: Texts, before: number) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const area = areaOf(page);
  const points = await publishedPoints(new URL(page.url()).search);
  expect(points.length).toBeGreaterThan(0);
  expect(points.length).toBeLessThan(before);
  for (const point of points) expect(point && inArea(area, point)).toBe(true);
  await expect.poll(() => markerCount(page, texts)).toBe(points.length);
  expect(await shownTotal(page)).toBe(points.length);
  return { area, found: points.length };
}

/** After a reload: the map shows the searched area at the zoom it was searched at, the button waits. */
async function expectAreaShownAfterReload(page: Page, map: Locator, texts: Texts, zoom: number) {
  const area = areaOf(page);
  const found = await markerCount(page, texts);
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(map).toBeVisible({ timeout: MAP_LOAD_TIMEOUT });
  await expect(page.getByRole('button', { name: texts.searchArea })).toHaveCount(0);
  await expect(page.getByText(texts.mapArea, { exact: true })).toBeVisible();
  expect(await markerCount(page, texts)).toBe(found);
  const corners = [tileOf(area.south, area.west, zoom), tileOf(area.north, area.east, zoom)];
  await expect
    .poll(async () => (await drawnTiles(map)).filter((tile) => corners.includes(tile)).length)
    .toBe(2);
  expect(new Set((await drawnTiles(map)).map(zoomOf))).toEqual(new Set([zoom]));
}

test.describe('search this area', () => {
  // Each test draws the map, searches, reloads and draws it again: up to a minute on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  test('zooming in and searching narrows the list to the area, which survives a reload (nl)', async ({
    page,
  }) => {
    const map = await openMap(page, dutch);
    const everything = await markerCount(page, dutch);
    const search = page.getByRole('button', { name: dutch.searchArea });
    await expect(search).toHaveCount(0);

    await expect.poll(() => drawnTiles(map).then((tiles) => tiles.length)).toBeGreaterThan(0);
    // Twice: one step in may still show every marker, as the first view leaves room around them.
    const zoom = (await shownZoom(map)) + 2;
    const zoomIn = map.getByRole('button', { name: dutch.zoomIn, exact: true });
    await zoomIn.click();
    await expect(search).toBeVisible();
    await zoomIn.click();
    await expect.poll(() => shownZoom(map)).toBe(zoom);
    await search.click();
    await page.waitForURL(/bounds=/);
    await expect(search).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('view')).toBe('map');
    expect(new URL(page.url()).searchParams.get('bounds')).toMatch(/^-?[\d.]+(,-?[\d.]+){3}$/);

    await expectListNarrowedToArea(page, dutch, everything);
    await expectAreaShownAfterReload(page, map, dutch, zoom);

    // The chip in the filter bar takes the area away again.
    await page.getByRole('button', { name: dutch.removeMapArea }).click();
    await page.waitForURL((url) => !url.searchParams.has('bounds'));
    await expect.poll(() => markerCount(page, dutch)).toBe(everything);
  });

  test('dragging the map and searching narrows the list, with the other filters kept (fr)', async ({
    page,
  }) => {
    const map = await openMap(page, french, 'type=1&view=map');
    const houses = await markerCount(page, french);
    const search = page.getByRole('button', { name: french.searchArea });
    await expect(search).toHaveCount(0);

    // From the south-west corner, outside Belgium and its markers, a third of the map to the right.
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    const start = { x: box.x + 60, y: box.y + box.height - 60 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + box.width / 3, start.y - 20, { steps: 12 });
    await page.mouse.up();
    await expect(search).toBeVisible();
    await expect.poll(() => drawnTiles(map).then((tiles) => tiles.length)).toBeGreaterThan(0);
    const zoom = await shownZoom(map);
    await search.click();
    await page.waitForURL(/bounds=/);
    expect(new URL(page.url()).searchParams.getAll('type')).toEqual(['1']);

    await expectListNarrowedToArea(page, french, houses);
    await expectAreaShownAfterReload(page, map, french, zoom);
  });

  test('the gallery with an area in the URL lists only the estates in it, and the chip clears it', async ({
    page,
  }) => {
    await page.goto(dutch.path);
    const everything = await shownTotal(page);
    // Ghent and around.
    const query = 'bounds=50.98,3.6,51.12,3.85';
    await page.goto(`${dutch.path}?${query}`);
    const points = await publishedPoints(query);
    expect(points.length).toBeGreaterThan(0);
    expect(points.length).toBeLessThan(everything);
    expect(await shownTotal(page)).toBe(points.length);
    await expect(page.getByRole('region', { name: dutch.region })).toHaveCount(0);

    await page.getByRole('button', { name: dutch.removeMapArea }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => shownTotal(page)).toBe(everything);
    await expect(page.getByText(dutch.mapArea, { exact: true })).toHaveCount(0);
  });

  test('choosing a city replaces the area', async ({ page }) => {
    await page.goto(`${dutch.path}?bounds=50.98,3.6,51.12,3.85`);
    await page.getByRole('combobox', { name: 'Gemeente', exact: true }).fill('schaar');
    await page.getByRole('option', { name: /^Schaarbeek/ }).click();
    await page.waitForURL(/city=/);
    expect(new URL(page.url()).searchParams.has('bounds')).toBe(false);
    await expect(page.getByRole('button', { name: dutch.removeMapArea })).toHaveCount(0);
  });

  test('a malformed or impossible area is no filter: the page answers 200 with every estate', async ({
    page,
  }) => {
    await page.goto(dutch.path);
    const everything = await shownTotal(page);
    for (const bounds of ['51.12,3.6,50.98,3.85', 'abc', '50.98,3.6,51.12', '50.98,3.6,51.12,200']) {
      const response = await page.goto(`${dutch.path}?type=1&bounds=${encodeURIComponent(bounds)}`);
      expect(response?.status(), bounds).toBe(200);
      await expect(page.getByRole('button', { name: dutch.removeMapArea })).toHaveCount(0);
      expect(await shownTotal(page)).toBe((await allMatches('/te-koop', 'type=1')).length);
    }
    const unfiltered = await page.goto(`${dutch.path}?bounds=x`);
    expect(unfiltered?.status()).toBe(200);
    expect(await shownTotal(page)).toBe(everything);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test('the button and the chip fit the screen and pass axe', async ({ page }) => {
      const map = await openMap(page, dutch);
      await map.scrollIntoViewIfNeeded();
      await map.getByRole('button', { name: dutch.zoomIn, exact: true }).click();
      const search = page.getByRole('button', { name: dutch.searchArea });
      await expect(search).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(violations).toEqual([]);

      await search.click();
      await page.waitForURL(/bounds=/);
      await expect(page.getByRole('button', { name: dutch.removeMapArea })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    });
  });
});
