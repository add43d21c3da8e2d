import { expect, test, type Page, type Request } from './support/test';
import { pagePath } from './support/page-types';

/** The App Router's own fetches of a page's payload: prefetches and navigations. */
const isRouterFetch = (request: Request) =>
  request.headers()['rsc'] !== undefined || /[?&]_rsc=/.test(request.url());

function watchRouterFetches(page: Page) {
  const started: string[] = [];
  const aborted: string[] = [];
  page.on('request', (request) => {
    if (isRouterFetch(request)) started.push(request.url());
  });
  page.on('requestfailed', (request) => {
    if (isRouterFetch(request)) aborted.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  return { started, aborted };
}

const pageTypeNames = ['home', 'listing, gallery', 'property detail', 'rental listing', 'rental detail'];

test.describe('prefetching', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const name of pageTypeNames) {
    test(`a ${name} page load and 3 s idle start no prefetch, so none is aborted`, async ({
      page,
      request,
    }) => {
      const path = await pagePath(request, 'nl', name);
      expect(path).not.toBeNull();
      const fetches = watchRouterFetches(page);
      await page.goto(path ?? '/nl');
      await page.waitForLoadState('load');
      await page.waitForTimeout(3_000);
      expect(fetches.aborted).toEqual([]);
      expect(fetches.started).toEqual([]);
    });
  }

  test('a link the visitor points at is fetched ahead, and then opens from what was fetched', async ({
    page,
  }) => {
    await page.goto('/nl');
    await page.waitForLoadState('load');
    const fetches = watchRouterFetches(page);
    const link = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Te koop' });
    const ofListing = () => fetches.started.filter((url) => new URL(url).pathname === '/nl/te-koop');
    await link.hover();
    await expect.poll(() => ofListing().length).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    const fetchedAhead = ofListing().length;
    const documentLoads: string[] = [];
    page.on('load', () => documentLoads.push(page.url()));
    await link.click();
    await expect(page).toHaveURL(/\/nl\/te-koop$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(documentLoads, 'a client-side navigation').toEqual([]);
    expect(ofListing(), 'no second fetch of the page on click').toHaveLength(fetchedAhead);
  });
});
