import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/test';

/** WCAG 2.2 level AA and everything below it. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const words = {
  nl: {
    listing: '/nl/te-koop',
    comparePath: '/nl/vergelijken',
    toggle: 'Vergelijken',
    tray: 'Panden vergelijken',
    open: (count: number) => `Vergelijken (${count})`,
    heading: 'Panden vergelijken',
    full: 'U vergelijkt hoogstens 4 panden tegelijk',
    remove: 'Verwijderen',
    emptyTitle: 'Nog niets om te vergelijken',
  },
  fr: {
    listing: '/fr/a-vendre',
    comparePath: '/fr/comparer',
    toggle: 'Comparer',
    tray: 'Comparer des biens',
    open: (count: number) => `Comparer (${count})`,
    heading: 'Comparer des biens',
    full: 'Vous comparez au maximum 4 biens à la fois',
    remove: 'Retirer',
    emptyTitle: 'Rien à comparer pour l’instant',
  },
} as const;

async function expectNoAxeViolation(page: Page) {
  // After a client-side navigation the new page's title follows its content by a moment.
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}

/** The estate ids of the comparison's columns, left to right. */
function comparedIds(page: Page) {
  return page
    .locator('thead th[data-estate-id]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-estate-id')));
}

/**
 * Presses a "compare" toggle until it is pressed: a click that lands before the page has hydrated
 * does nothing (the button has no handler yet, as for any visitor that fast).
 */
async function choose(toggle: Locator) {
  await expect(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Presses "compare" on the first `count` cards of the listing; gives their estate ids in that order. */
async function chooseFromListing(page: Page, lang: keyof typeof words, count: number) {
  const cards = page.locator('article[data-estate-id]');
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    ids.push((await card.getAttribute('data-estate-id'))!);
    await choose(card.getByRole('button', { name: words[lang].toggle }));
  }
  return ids;
}

for (const lang of ['nl', 'fr'] as const) {
  const w = words[lang];

  test.describe(`compare (${lang})`, () => {
    test('three estates chosen on the listing open side by side, and stay so after a reload', async ({
      page,
    }) => {
      await page.goto(w.listing);
      const chosen = await chooseFromListing(page, lang, 3);

      const tray = page.getByRole('complementary', { name: w.tray });
      await expect(tray.getByRole('link', { name: w.open(3) })).toBeVisible();
      await expectNoAxeViolation(page);

      await tray.getByRole('link', { name: w.open(3) }).click();
      await page.waitForURL((url) => url.pathname === w.comparePath);
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe(w.comparePath);
      expect(new URL(page.url()).searchParams.get('ids')).toBe(chosen.join(','));
      expect(await comparedIds(page)).toEqual(chosen);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      // The tray stays away from the comparison it leads to.
      await expect(page.getByRole('complementary', { name: w.tray })).toHaveCount(0);

      await page.reload();
      expect(await comparedIds(page)).toEqual(chosen);
      await expect(page.getByRole('rowheader').first()).toBeVisible();
      await expectNoAxeViolation(page);
    });

    test('a shared URL shows its estates and ignores ids that are unknown or malformed', async ({ page }) => {
      await page.goto(w.listing);
      const ids = await page
        .locator('article[data-estate-id]')
        .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getAttribute('data-estate-id')));

      await page.goto(`${w.comparePath}?ids=abc,${ids[1]},99999999,-3,${ids[0]}`);
      expect(await comparedIds(page)).toEqual([ids[1], ids[0]]);

      // Taking one out leaves too few: the page explains how to choose.
      await page
        .getByRole('link', { name: new RegExp(`^${w.remove}`) })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 2, name: w.emptyTitle })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('ids')).toBe(ids[0]);
      await expectNoAxeViolation(page);
    });
  });
}

test('a fifth estate is refused with the reason, and the four stay chosen', async ({ page }) => {
  const w = words.nl;
  await page.goto(w.listing);
  await chooseFromListing(page, 'nl', 4);
  const fifth = page.locator('article[data-estate-id]').nth(4);
  await fifth.getByRole('button', { name: w.toggle }).click();

  const tray = page.getByRole('complementary', { name: w.tray });
  await expect(tray.getByRole('alert')).toContainText(w.full);
  await expect(fifth.getByRole('button', { name: w.toggle })).toHaveAttribute('aria-pressed', 'false');
  await expect(tray.getByRole('link', { name: w.open(4) })).toBeVisible();
  await expectNoAxeViolation(page);

  // The choice is kept in the browser: another page shows the same tray.
  await page.goto('/nl/favorieten');
  await expect(
    page.getByRole('complementary', { name: w.tray }).getByRole('link', { name: w.open(4) }),
  ).toBeVisible();
});

test('a detail page adds its estate to the comparison', async ({ page }) => {
  await page.goto(words.fr.listing);
  const first = page.locator('article[data-estate-id]').first();
  const id = await first.getAttribute('data-estate-id');
  await first.getByRole('heading').getByRole('link').click();
  await expect(page.locator(`article[data-estate-id="${id}"]`).first()).toBeVisible();

  await choose(page.locator(`[data-compare-toggle="${id}"]`));
  await expect(page.getByRole('complementary', { name: words.fr.tray })).toContainText(
    'Choisissez encore un bien',
  );
});

test('the language switcher of a comparison leads to the same estates in the other languages', async ({
  page,
}) => {
  await page.goto(words.nl.listing);
  const ids = await page
    .locator('article[data-estate-id]')
    .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getAttribute('data-estate-id')));
  await page.goto(`/nl/vergelijken?ids=${ids.join(',')}`);

  const switcher = page.getByRole('navigation', { name: 'Taal' });
  const frenchLink = switcher.locator('a[hreflang="fr"]');
  await expect(frenchLink).toHaveAttribute('href', `/fr/comparer?ids=${ids.join(',')}`);
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    new RegExp(`/de/vergleichen\\?ids=${ids.join(',')}$`),
  );
  await frenchLink.click();
  await expect(page.getByRole('heading', { level: 1, name: words.fr.heading })).toBeVisible({
    timeout: 15_000,
  });
  expect(await comparedIds(page)).toEqual(ids);
});
