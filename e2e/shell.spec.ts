import { expect, test, type Page } from './support/test';

test.describe('language switcher', () => {
  test('keeps the visitor on the same route in the other language', async ({ page }) => {
    await page.goto('/nl/privacyverklaring');
    await page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/declaration-de-confidentialite$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('keeps the visitor on the same CMS page in the other language', async ({ page }) => {
    await page.goto('/nl/over-ons');
    await page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/ueber-uns$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('remembers the chosen language for the next visit to /', async ({ page }) => {
    await page.goto('/en/terms-of-use');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });
});

async function navbarBackgroundAlpha(page: Page) {
  return page.getByTestId('navbar').evaluate((element) => {
    const colour = getComputedStyle(element).backgroundColor;
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    return parts.length === 4 ? parts[3] : 1;
  });
}

test.describe('navbar', () => {
  test('is semi-transparent at 1280 px until the page scrolls past 20 px, then opaque', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/nl/privacyverklaring');
    expect(await navbarBackgroundAlpha(page)).toBeLessThan(1);
    await page.mouse.wheel(0, 400);
    await expect(page.getByTestId('navbar')).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => navbarBackgroundAlpha(page)).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(page.getByTestId('navbar')).toHaveAttribute('data-scrolled', 'false');
  });

  test('is opaque white at 375 px and opens its menu as a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/fr/declaration-de-confidentialite');
    expect(await navbarBackgroundAlpha(page)).toBe(1);
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(page.getByRole('link', { name: 'À vendre', exact: true }).first()).toBeHidden();
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('link', { name: 'À vendre', exact: true }).first()).toBeVisible();
    await page.mouse.wheel(0, 400);
    await expect(page.getByTestId('navbar')).toHaveAttribute('data-scrolled', 'true');
    expect(await navbarBackgroundAlpha(page)).toBe(1);
  });
});
