import { expect, test, type Page } from './support/test';
import { DEMO_PORT, MULTI_SITE_PORT, MULTI_SITE_URL } from './support/servers';

// One deployment without SITE_ID serving both demo sites by host name; Chromium resolves *.localhost
// to this machine.
const mainSite = `http://localhost:${MULTI_SITE_PORT}`;
const coastSite = `http://kust.localhost:${MULTI_SITE_PORT}`;

type SearchAnswer = { results: { id: number }[] };

async function estateIds(siteId: string): Promise<number[]> {
  const answer = await fetch(`http://127.0.0.1:${DEMO_PORT}/sites/${siteId}/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: {} }),
  });
  return ((await answer.json()) as SearchAnswer).results.map((group) => group.id);
}

/** The number in the result count line ("231 panden"). */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByRole('status').filter({ hasText: /^\d+ / }).first().textContent();
  return Number(/\d+/.exec(text ?? '')?.[0]);
}

const accentColour = (page: Page) =>
  page.locator('body').evaluate((body) => getComputedStyle(body).getPropertyValue('--color-accent').trim());

test.describe('sites by host name', () => {
  test('the coastal site shows its own name, logo, colours and languages', async ({ page }) => {
    await page.goto(`${coastSite}/nl`);
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Kust & Duin Vastgoed,/ }),
    ).toBeVisible();
    await expect(page.getByTestId('site-logo')).toHaveAttribute(
      'src',
      /\/sites\/kust\/assets\/kust-logo\.svg/,
    );
    await expect(page.getByRole('contentinfo')).toContainText('Kust & Duin Vastgoed');
    expect(await accentColour(page)).toBe('#1b6b86');

    const languages = page.getByRole('navigation', { name: 'Taal' }).getByRole('link');
    await expect(languages).toHaveText(['NL', 'FR', 'DE']);
  });

  test('the main site on the same deployment keeps its own name and colour', async ({ page }) => {
    await page.goto(`${mainSite}/nl`);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Vitrine Immo,/ })).toBeVisible();
    expect(await accentColour(page)).toBe('#b4532a');
    await expect(page.getByRole('navigation', { name: 'Taal' }).getByRole('link')).toHaveCount(4);
  });

  test('the main site answers on its IP address too', async ({ page }) => {
    expect((await page.goto(`http://127.0.0.1:${MULTI_SITE_PORT}/nl`))?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Vitrine Immo,/ })).toBeVisible();
  });

  test('each site lists and opens only its own estates', async ({ page }) => {
    const coastal = await estateIds('kust');
    const inland = (await estateIds('demo')).find((id) => !coastal.includes(id));
    expect(coastal.length).toBeGreaterThan(0);
    expect(inland).toBeDefined();

    await page.goto(`${coastSite}/nl/te-koop`);
    const coastTotal = await shownTotal(page);
    await page.goto(`${mainSite}/nl/te-koop`);
    const mainTotal = await shownTotal(page);
    expect(coastTotal).toBeGreaterThan(0);
    expect(coastTotal).toBeLessThan(mainTotal);

    const coastDetail = await page.goto(`${coastSite}/nl/aanbod/${coastal[0]}`);
    expect(coastDetail?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.goto(`${coastSite}/nl/aanbod/${inland}`))?.status()).toBe(404);
    expect((await page.goto(`${mainSite}/nl/aanbod/${inland}`))?.status()).toBe(200);
  });

  test("canonical links and the sitemap use the site's own address and languages", async ({ page }) => {
    await page.goto(`${coastSite}/nl/over-ons`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${coastSite}/nl/over-ons`);
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(4);
    const hreflangs = await alternates.evaluateAll((links) =>
      links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href') ?? '').origin]),
    );
    expect(hreflangs).toEqual(['nl', 'fr', 'de', 'x-default'].map((language) => [language, coastSite]));

    // Through the browser: it resolves *.localhost itself, Node may not.
    const sitemap = (await (await page.goto(`${coastSite}/sitemap.xml`))?.text()) ?? '';
    expect(sitemap).toContain(`<loc>${coastSite}/nl`);
    expect(sitemap).toContain(`<loc>${coastSite}/de`);
    expect(sitemap).not.toContain(`${coastSite}/en`);
    expect(sitemap).not.toContain(`//localhost:${MULTI_SITE_PORT}`);
    expect(sitemap).not.toContain(MULTI_SITE_URL);
  });

  test('a language the site does not offer leads to its default language', async ({ page }) => {
    await page.goto(`${coastSite}/en`);
    await expect(page).toHaveURL(`${coastSite}/nl`);
  });

  test('an unknown host name gets a clear 404 page in the visitor’s language', async ({ page }) => {
    const response = await page.goto(`http://onbekend.localhost:${MULTI_SITE_PORT}/nl`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site niet gevonden');
    await expect(page.getByText('onbekend.localhost')).toBeVisible();
  });
});
