import { expect, test, type Locator, type Page } from './support/test';
import { pagePath } from './support/page-types';
import { stubRecaptcha } from './support/recaptcha';
import { watchMapTiles } from './support/tiles';

/**
 * Keyboard-only visits: after the page loads, every step is a key press. `tabTo` presses Tab (at most
 * `limit` times) until the target has the focus, which also proves the target is in the tab order.
 */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The focused element shows a visible focus indicator (an outline of at least 2 px, or a box-shadow). */
async function expectVisibleFocus(target: Locator) {
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      outline: computed.outlineStyle !== 'none' ? parseFloat(computed.outlineWidth) : 0,
      shadow: computed.boxShadow,
      focusVisible: element.matches(':focus-visible'),
    };
  });
  expect(style.focusVisible).toBe(true);
  expect(style.outline >= 2 || style.shadow !== 'none').toBe(true);
}

const cards = (page: Page) => page.getByRole('article');

test.describe('keyboard only', () => {
  test('the skip link leads to the main content', async ({ page }) => {
    await page.goto('/nl');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Naar de inhoud' });
    await expect(skip).toBeFocused();
    await expectVisibleFocus(skip);
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('listing filters: city, bedrooms and the gallery/map toggle', async ({ page }) => {
    await watchMapTiles(page);
    await page.goto('/nl/te-koop');
    await expect(cards(page).first()).toBeVisible();

    const city = page.getByRole('combobox', { name: 'Gemeente' });
    await expect(city).toBeEnabled();
    await tabTo(page, city);
    await expectVisibleFocus(city);
    await page.keyboard.type('schaar');
    await expect(page.getByRole('option', { name: /^Schaarbeek/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(/city=/);

    const bedrooms = page.getByRole('combobox', { name: 'Slaapkamers' });
    await tabTo(page, bedrooms);
    await expectVisibleFocus(bedrooms);
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/bedrooms=/);

    const mapButton = page.getByRole('button', { name: 'Kaart', exact: true });
    await tabTo(page, mapButton);
    await expectVisibleFocus(mapButton);
    await page.keyboard.press('Enter');
    await page.waitForURL(/view=map/);
    await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Kaart met panden' })).toBeVisible({ timeout: 20_000 });

    const galleryButton = page.getByRole('button', { name: 'Galerij', exact: true });
    await tabTo(page, galleryButton);
    await page.keyboard.press('Enter');
    await expect(galleryButton).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first()).toBeVisible();
  });

  test('detail: photo carousel, lightbox with focus return, and the extra-info form', async ({
    page,
    request,
  }) => {
    await stubRecaptcha(page);
    const detail = await pagePath(request, 'nl', 'property detail');
    await page.goto(detail!);
    const carousel = page.getByRole('region', { name: 'Fotocarrousel' });
    const next = carousel.getByRole('button', { name: 'Volgende foto' });
    // A keyboard user's first key press, once the page has hydrated, starts the carousel.
    await expect(async () => {
      await page.keyboard.press('Shift');
      await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/, { timeout: 1000 });
    }).toPass();

    // Carousel: the arrow button and the arrow keys move to the next photo.
    const activePhoto = () => carousel.locator('.swiper-slide-active button').getAttribute('aria-label');
    const first = await activePhoto();
    // The carousel announces the photo in view once a move is over.
    const position = carousel.getByRole('status');
    await expect(position).toHaveText(/^Foto 1 van \d+$/);
    await tabTo(page, next);
    await expectVisibleFocus(next);
    await page.keyboard.press('Enter');
    await expect(position).toHaveText(/^Foto 2 van \d+$/);
    expect(await activePhoto()).not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(/^Foto 1 van \d+$/);
    expect(await activePhoto()).toBe(first);

    // Lightbox: opens on Enter, arrows move, Escape closes and gives the focus back.
    const showAll = page.getByRole('button', { name: /Alle \d+ foto's bekijken/ });
    await tabTo(page, showAll);
    await expectVisibleFocus(showAll);
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    const counter = lightbox.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText(/^1 \/ \d+$/);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(/^2 \/ \d+$/);
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(showAll).toBeFocused();

    // The extra-info form: opens on Enter, Tab stays inside the dialog, Escape closes it.
    const moreInfo = page.getByRole('button', { name: 'Meer info aanvragen' });
    await expect(moreInfo).toBeEnabled();
    await tabTo(page, moreInfo, 120);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Meer informatie over dit pand' });
    await expect(dialog).toBeVisible();
    const controls = await dialog
      .locator('button:visible, input:visible, select:visible, textarea:visible')
      .count();
    for (let presses = 1; presses < controls; presses += 1) {
      await page.keyboard.press('Tab');
      const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
      expect(inside, `focus after ${presses} Tab presses is inside the dialog`).toBe(true);
      await expectVisibleFocus(page.locator(':focus'));
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(moreInfo).toBeFocused();
  });
});
