import { expect, test, type Page, type Route } from './support/test';
import { MULTI_SITE_PORT } from './support/servers';

/**
 * A kept page's scripts start once its main photo is on the screen; on a slow phone a visitor can
 * choose a sort or type a price before they have run. The page applies that choice when they do.
 */

/** Holds the page's scripts, as a slow network would, until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

test('a sort chosen before the code ran is applied once it runs (localhost, nl)', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/nl/te-koop', { waitUntil: 'domcontentloaded' });
  const sort = page.getByRole('combobox', { name: 'Sorteren' });
  await sort.selectOption({ label: 'Prijs oplopend' });
  expect(page.url()).not.toContain('sortType');

  await release();
  await page.waitForURL(/sortType=price&sortOrder=ASC/);
  await expect(sort).toHaveValue('price:ASC');
});

for (const host of ['127.0.0.1', 'kust.localhost']) {
  test(`a minimum price typed before the code ran is applied once it runs (${host}, fr)`, async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(`http://${host}:${MULTI_SITE_PORT}/fr/a-vendre`, { waitUntil: 'domcontentloaded' });
    const minimum = page.getByRole('textbox', { name: 'Prix minimum' });
    await minimum.fill('300000');

    await release();
    // Enter applies the range once the page's code has run and taken the typed price; until then it
    // does nothing, so it is pressed until it does.
    await expect(async () => {
      await minimum.press('Enter');
      await page.waitForURL(/price-min=300000/, { timeout: 1_000 });
    }).toPass();
    await expect(minimum).toHaveValue('300.000');
  });
}
