import { expect, test, type Page, type Request } from './support/test';
import { locatedEstateId } from './support/demo-estates';
import { watchMapTiles } from './support/tiles';

const CHUNKS = '**/_next/static/chunks/**';
const ISLAND_FAILED = 'Dit deel van de pagina kon niet geladen worden.';
const MAP_FAILED = 'De kaart kon niet worden geladen.';
const RETRY = 'Opnieuw proberen';
/** How long an island's code may take to load, or to be refused, on a machine running the whole suite. */
const ISLAND_LOAD_TIMEOUT = 20_000;

/**
 * Answers 404 for every script chunk whose code contains `marker` (the lightbox's or Leaflet's own
 * class names), as a server does for a chunk of an older deployment; all other chunks load. Gives the
 * paths it refused, and `release` to let every chunk through from then on (no unroute: a request the
 * handler is still answering would then be answered twice).
 */
async function refuseChunksWith(page: Page, marker: string) {
  const refused = new Set<string>();
  let released = false;
  await page.route(CHUNKS, async (route) => {
    if (released) return route.continue();
    const path = new URL(route.request().url()).pathname;
    if (refused.has(path)) return route.fulfill({ status: 404, body: 'Not Found' });
    const response = await route.fetch();
    const body = await response.text();
    if (path.endsWith('.js') && body.includes(marker) && !released) {
      refused.add(path);
      return route.fulfill({ status: 404, body: 'Not Found' });
    }
    return route.fulfill({ response, body });
  });
  return {
    refused,
    release: () => {
      released = true;
    },
  };
}

/** The alerts that say something (Next's route announcer is an empty one). */
const notices = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

/** The chunk reports the page sends to the server. */
function collectReports(page: Page) {
  const reports: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/client-errors') {
      reports.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return reports;
}

async function openDetailPage(page: Page) {
  await page.goto(`/nl/aanbod/${await locatedEstateId(page.request)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hydrated: the tabs answer.
  await page.waitForLoadState('networkidle');
}

/** Nothing but the island broke: the page's own notice stays hidden, the tabs still work. */
async function expectRestOfPageUsable(page: Page) {
  await expect(page.locator('#chunk-failure')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const tabs = page.getByRole('tab');
  const last = tabs.last();
  await last.click();
  await expect(last).toHaveAttribute('aria-selected', 'true');
}

test('a lightbox whose code cannot load says so in its place, once, and opens on retry', async ({ page }) => {
  const reports = collectReports(page);
  const { refused, release } = await refuseChunksWith(page, 'yarl__');
  await openDetailPage(page);

  await page.getByRole('button', { name: /^Alle \d+ foto's bekijken$/ }).click();
  const notice = page.getByRole('alert').filter({ hasText: ISLAND_FAILED });
  await expect(notice).toBeVisible();
  await expect(notices(page)).toHaveCount(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectRestOfPageUsable(page);

  // Each refused chunk logged once, typed as §8 says: the server has no such chunk, so 'missing'.
  expect(refused.size).toBeGreaterThan(0);
  await expect.poll(() => reports.map((report) => report.source).sort()).toEqual([...refused].sort());
  for (const report of reports) {
    expect(report).toMatchObject({
      message: expect.stringMatching(/^Loading chunk \S+ failed$/),
      type: 'missing',
    });
  }

  release();
  await notice.getByRole('button', { name: RETRY }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a map whose code cannot load says so in its frame, once, and draws on retry', async ({ page }) => {
  await watchMapTiles(page);
  const reports = collectReports(page);
  const { refused, release } = await refuseChunksWith(page, 'leaflet-container');
  await openDetailPage(page);

  await page.getByTestId('location-map').scrollIntoViewIfNeeded();
  const notice = page.getByTestId('location-map').getByRole('alert');
  // The map's code is asked for only once its frame is in sight, after a short delay: on a busy machine
  // the refusal and the notice take as long as the listing map's below.
  await expect(notice).toHaveText(new RegExp(`${ISLAND_FAILED}\\s*${RETRY}`), {
    timeout: ISLAND_LOAD_TIMEOUT,
  });
  await expect(notices(page)).toHaveCount(1);
  await expectRestOfPageUsable(page);
  expect(refused.size).toBeGreaterThan(0);
  await expect.poll(() => reports.map((report) => report.source).sort()).toEqual([...refused].sort());
  expect(reports.map((report) => report.type)).toEqual([...refused].map(() => 'missing'));

  release();
  await notice.getByRole('button', { name: RETRY }).click();
  await expect(page.getByRole('region', { name: /^Kaart met de ligging van / })).toBeVisible({
    timeout: ISLAND_LOAD_TIMEOUT,
  });
  await expect(notices(page)).toHaveCount(0);
});

test('the listing map says so in its frame with its own words when its code cannot load', async ({
  page,
}) => {
  await watchMapTiles(page);
  await refuseChunksWith(page, 'leaflet-container');
  await page.goto('/nl/te-koop?view=map');
  const notice = page.getByRole('figure').getByRole('alert');
  await expect(notice).toContainText(MAP_FAILED, { timeout: ISLAND_LOAD_TIMEOUT });
  await expect(notices(page)).toHaveCount(1);
  await expect(page.locator('#chunk-failure')).toBeHidden();
});
