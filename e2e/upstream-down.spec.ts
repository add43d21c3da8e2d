import { expect, test } from './support/test';
import { firstHeading } from './support/page-heading';
import { DEAD_UPSTREAM_SITE_PORT } from './support/servers';

const deadSite = `http://localhost:${DEAD_UPSTREAM_SITE_PORT}`;

test.describe('with the content service unreachable', () => {
  test('pages answer a friendly localized 503 page, and the server keeps serving', async ({
    request,
    page,
  }) => {
    for (const [path, title] of [
      ['/nl', 'Even geduld'],
      ['/fr/declaration-de-confidentialite', "Un instant, s'il vous plaît"],
      ['/en/about-us', 'Just a moment'],
    ] as const) {
      const response = await request.get(`${deadSite}${path}`);
      expect(response.status()).toBe(503);
      expect(response.headers()['retry-after']).toBeTruthy();
      const html = await response.text();
      expect(firstHeading(html)).toBe(title);
      expect(html).not.toMatch(/ECONNREFUSED|fetch failed|node_modules\/|\n\s+at \S+ \(/);
    }

    const response = await page.goto(`${deadSite}/de`);
    expect(response?.status()).toBe(503);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einen Moment bitte');
  });
});
