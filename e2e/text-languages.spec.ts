import { expect, test } from './support/test';

// Estate 1131 (a house in Wallonia) is one of the demo estates whose agency typed its free texts in
// French only; the other estates carry them in all four languages.
test.describe("an agency's free texts", () => {
  test('read in the French page’s own language when the agency wrote them in French', async ({ page }) => {
    await page.goto('/fr/offre/1187');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const heating = page.locator('[data-field="comfort.heating"]');
    await expect(heating).toContainText('Chauffage central');
    await expect(heating).not.toContainText('Centrale verwarming');
    await expect(heating.locator('[lang]')).toHaveCount(0);
  });

  test('are marked with their language on a Dutch page when they exist in French only', async ({ page }) => {
    await page.goto('/nl/aanbod/1131');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.locator('[data-field="comfort.heating"] [lang="fr"]')).toHaveText('Chauffage central');
    const description = page.locator('section[aria-labelledby="estate-description"] [lang="fr"]');
    await expect(description).toContainText('Ce bien');
    await expect(page.locator('#contact [lang="fr"]')).toHaveText(
      'Maisons, terrains et biens commerciaux en Wallonie.',
    );
  });
});
