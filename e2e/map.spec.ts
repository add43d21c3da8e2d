import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { locatedEstateId } from './support/demo-estates';
import { tileServerRequests, watchMapTiles, type TileWatch } from './support/tiles';

/** Leaflet's own code: the only bundle that knows its container class. */
async function watchLeafletScripts(page: Page) {
  const leafletScripts: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('leaflet-container')) leafletScripts.push(response.url());
  });
  return leafletScripts;
}

/** Leaflet arrives after hydration, with every estate of the listing: give it more than the default. */
const MAP_LOAD_TIMEOUT = 20_000;

async function openMap(page: Page, path: string, name: string) {
  await page.goto(path);
  const map = page.getByRole('region', { name });
  await expect(map).toBeVisible({ timeout: MAP_LOAD_TIMEOUT });
  return map;
}

test.describe('listing map', () => {
  test('loads Leaflet only in the map view', async ({ page }) => {
    await watchMapTiles(page);
    const leafletScripts = await watchLeafletScripts(page);
    await page.goto('/nl/te-koop');
    await page.waitForLoadState('networkidle');
    expect(leafletScripts).toEqual([]);

    await openMap(page, '/nl/te-koop?view=map', 'Kaart met panden');
    expect(leafletScripts.length).toBeGreaterThan(0);
  });

  test('shows clustered markers on local tiles with a count caption', async ({ page }) => {
    const tiles = await watchMapTiles(page);
    const map = await openMap(page, '/nl/te-koop?view=map', 'Kaart met panden');
    await expect(page.getByRole('figure', { name: /\d+ panden op de kaart/ })).toBeVisible();
    await expect(map.getByRole('button', { name: /panden in deze buurt: inzoomen/ }).first()).toBeVisible();
    await expect.poll(() => tiles.requestedTiles().length).toBeGreaterThan(0);
  });

  test('shows tiles served by the site itself, and the browser never asks the tile server', async ({
    page,
    request,
    baseURL,
  }) => {
    const tiles = await watchMapTiles(page);
    const map = await openMap(page, '/nl/te-koop?view=map', 'Kaart met panden');
    await expectTilesFromTheSite(map, tiles, baseURL!, request);
  });

  test('works with the keyboard: cluster, marker, popup and back', async ({ page }) => {
    await watchMapTiles(page);
    const map = await openMap(page, '/nl/te-koop?view=map', 'Kaart met panden');
    const markers = map.locator('img.leaflet-marker-icon');

    // Enter on clusters zooms in until single estates appear.
    for (let step = 0; step < 12 && (await markers.count()) === 0; step += 1) {
      await map
        .getByRole('button', { name: /panden in deze buurt/ })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(400);
    }
    const marker = markers.first();
    await expect(marker).toHaveAttribute('role', 'button');
    const name = (await marker.getAttribute('alt')) ?? '';
    expect(name).toMatch(/, (€ [\d.]+|Prijs op aanvraag)/);

    await marker.focus();
    await page.keyboard.press('Enter');
    const link = map.locator('.leaflet-popup').getByRole('link');
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', /^\/nl\/aanbod\/\d+\/[\w-]+$/);
    await expect(map.getByRole('button', { name: 'Sluiten' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(map.locator('.leaflet-popup')).toHaveCount(0);
    await expect(map.getByRole('button', { name, exact: true })).toBeFocused();
  });

  test('speaks French on the French listing', async ({ page }) => {
    await watchMapTiles(page);
    const map = await openMap(page, '/fr/a-vendre?view=map', 'Carte des biens');
    await expect(page.getByRole('figure', { name: /\d+ biens sur la carte/ })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Zoomer', exact: true })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Dézoomer', exact: true })).toBeVisible();
  });
});

/**
 * Every tile the map shows was loaded from the site's /tiles route, none from anywhere else; and the
 * site fetched each from the tile server without a visitor's address or page.
 */
async function expectTilesFromTheSite(
  map: Locator,
  tiles: TileWatch,
  baseURL: string,
  request: APIRequestContext,
) {
  const loadedTile = map.locator('img.leaflet-tile-loaded').first();
  await expect(loadedTile).toBeVisible({ timeout: MAP_LOAD_TIMEOUT });
  expect(await loadedTile.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);
  const origin = new URL(baseURL).origin;
  const requested = tiles.requestedTiles();
  expect(requested.length).toBeGreaterThan(0);
  for (const url of requested) expect(url).toMatch(new RegExp(`^${origin}/tiles/\\d+/\\d+/\\d+\\.png$`));
  expect(tiles.tilesBoundElsewhere()).toEqual([]);

  const fetched = await tileServerRequests(request);
  for (const url of requested) {
    const path = new URL(url).pathname.replace(/^\/tiles/, '');
    const asked = fetched.filter((entry) => entry.path === path);
    expect(asked.length, `the site fetched ${path} from the tile server`).toBeGreaterThan(0);
    for (const entry of asked) {
      expect(entry.userAgent).toMatch(/^Vitrine .*\(\+http/);
      expect(entry.forwarded).toEqual([]);
    }
  }
}

const zoomsOf = (urls: readonly string[]) =>
  new Set(urls.map((url) => new URL(url).pathname.split('/').at(-3)));

test.describe('location map on a detail page', () => {
  test('opens at zoom 16, leaves the mouse wheel to the page and zooms with its buttons', async ({
    page,
  }) => {
    const tiles = await watchMapTiles(page);
    await page.goto(`/nl/aanbod/${await locatedEstateId(page.request)}`);
    const map = page.getByRole('region', { name: /^Kaart met de ligging van / });
    // Leaflet loads only once the map's frame comes near the viewport.
    expect(tiles.requestedTiles()).toEqual([]);
    await page.getByTestId('location-map').scrollIntoViewIfNeeded();
    await expect(map).toBeVisible({ timeout: MAP_LOAD_TIMEOUT });
    await expect.poll(() => zoomsOf(tiles.requestedTiles())).toEqual(new Set(['16']));

    // One marker that only names the place: no button to tab to.
    const marker = map.locator('img.leaflet-marker-icon');
    await expect(marker).toHaveCount(1);
    await expect(marker).not.toHaveAttribute('tabindex');

    const scrolledBefore = await page.evaluate(() => window.scrollY);
    await map.hover();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledBefore);
    expect(zoomsOf(tiles.requestedTiles())).toEqual(new Set(['16']));

    await map.getByRole('button', { name: 'Inzoomen', exact: true }).click();
    await expect.poll(() => zoomsOf(tiles.requestedTiles()).has('17')).toBe(true);
  });

  test('shows tiles served by the site itself, and the browser never asks the tile server', async ({
    page,
    request,
    baseURL,
  }) => {
    const tiles = await watchMapTiles(page);
    await page.goto(`/nl/aanbod/${await locatedEstateId(page.request)}`);
    await page.getByTestId('location-map').scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: /^Kaart met de ligging van / });
    await expect(map).toBeVisible({ timeout: MAP_LOAD_TIMEOUT });
    await expectTilesFromTheSite(map, tiles, baseURL!, request);
  });
});
