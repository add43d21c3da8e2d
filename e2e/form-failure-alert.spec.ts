import { expect, test, type Locator } from './support/test';
import { fillContactForm, openExtraInfoModal } from './support/contact-form';
import { estateForSale } from './support/demo-estates';
import { CAPTCHA_LABEL, stubRecaptcha } from './support/recaptcha';

const privacy = /Ik ga akkoord met de verwerking/;
const failure = 'Uw bericht kon niet verstuurd worden';

/**
 * The whole alert lies inside the window, and nothing (the sticky navigation bar, the fixed contact
 * button of a phone) covers its top or bottom edge. Polled: the page may still be scrolling to it.
 */
async function expectInSight(alert: Locator) {
  await expect
    .poll(
      () =>
        alert.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const inWindow =
            box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
          const x = box.left + box.width / 2;
          const seen = (y: number) => element.contains(document.elementFromPoint(x, y));
          return inWindow && seen(box.top + 2) && seen(box.bottom - 2);
        }),
      { message: 'the alert lies whole in the window, uncovered', timeout: 5_000 },
    )
    .toBe(true);
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`after a failed send, ${viewport.width} px wide`, () => {
    test.use({ viewport });

    test.beforeEach(async ({ page, request }) => {
      await stubRecaptcha(page);
      await page.route('**/ajax/contact-form-handler', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
      );
      await page.goto(`/nl/aanbod/${await estateForSale(request)}`);
    });

    test('the property form brings its danger alert into sight and focuses it', async ({ page }) => {
      const form = await fillContactForm(page, 'Stel uw vraag', privacy);
      await form.getByRole('button', { name: 'Verstuur' }).click();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(failure);
      await expect(alert).toBeFocused();
      await expectInSight(alert);
      await expect(form.getByRole('button', { name: 'Verstuur' })).toBeEnabled();
    });

    test('the extra-info modal scrolls to its top, where the alert is in sight', async ({ page }) => {
      const dialog = await openExtraInfoModal(page);
      const form = await fillContactForm(page, 'Meer informatie over dit pand', privacy);
      await dialog.getByRole('checkbox', { name: CAPTCHA_LABEL }).check();
      await form.getByRole('button', { name: 'Verstuur' }).click();
      const alert = dialog.getByRole('alert');
      await expect(alert).toContainText(failure);
      await expect(alert).toBeFocused();
      await expectInSight(alert);
      await expect(dialog).toHaveJSProperty('scrollTop', 0);
      await expect(form).not.toHaveAttribute('aria-busy', 'true');
    });
  });
}
