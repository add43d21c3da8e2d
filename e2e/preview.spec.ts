import { expect, test } from './support/test';
import { previewLinkQuery } from '../src/server/preview/preview-signature';
import { E2E_PREVIEW_SECRET } from './support/servers';

// Estate 1321 of the demo content service is not published: only a back-office client sees it.
const UNPUBLISHED_ESTATE = '/nl/aanbod/1321';

const previewLink = (path: string, secret = E2E_PREVIEW_SECRET) =>
  `/api/preview?${previewLinkQuery(secret, path, Date.now() / 1000, 1).toString()}`;

test.describe('back-office preview', () => {
  test('an unpublished estate is not on the public site', async ({ page }) => {
    const response = await page.goto(UNPUBLISHED_ESTATE);
    expect(response?.status()).toBe(404);
  });

  test('a signed preview link shows the unpublished estate, with a way out of preview', async ({ page }) => {
    const response = await page.goto(previewLink(UNPUBLISHED_ESTATE));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/nl\/aanbod\/1321\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByTestId('preview-banner');
    await expect(banner).toContainText('Voorbeeldmodus');

    await banner.getByRole('link', { name: 'Voorbeeldmodus verlaten' }).click();
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
    expect((await page.goto(UNPUBLISHED_ESTATE))?.status()).toBe(404);
  });

  test('a link with a wrong signature changes nothing', async ({ page, context }) => {
    const forged = await page.goto(
      previewLink(UNPUBLISHED_ESTATE, 'a-guessed-secret-that-is-long-enough-000'),
    );
    expect(forged?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ongeldige voorbeeldlink');
    expect((await context.cookies()).some((cookie) => cookie.name === '__prerender_bypass')).toBe(false);
    expect((await page.goto(UNPUBLISHED_ESTATE))?.status()).toBe(404);
  });
});
