import { expect, test, type Page } from './support/test';
import type { EstateGroup } from '../src/content-api/schemas';
import { statusBadge } from '../src/domain/search';
import { allMatches } from './support/demo-estates';

/** Status headings in the order of spec §9: for sale, for rent, sold, rented, then the take-overs. */
const statusHeadings = {
  nl: {
    'for-sale': 'Te koop',
    'for-rent': 'Te huur',
    sold: 'Verkocht',
    rented: 'Verhuurd',
    'take-over': 'Over te nemen',
    'taken-over': 'Overgenomen',
  },
  fr: {
    'for-sale': 'À vendre',
    'for-rent': 'À louer',
    sold: 'Vendu',
    rented: 'Loué',
    'take-over': 'À remettre',
    'taken-over': 'Remis',
  },
} as const;

/** The headings the matches must give, in order: those of the statuses the matches have. */
function expectedHeadings(matches: EstateGroup[], locale: keyof typeof statusHeadings): string[] {
  const badges = new Set(matches.map((estate) => statusBadge(estate.children[0]!)));
  return Object.entries(statusHeadings[locale]).flatMap(([badge, heading]) =>
    badges.has(badge as keyof (typeof statusHeadings)['nl']) ? [heading] : [],
  );
}

/** Presses "load more" until every page is there, waiting for each page before the next press. */
async function loadEveryPage(page: Page, buttonName: string, total: number) {
  const cards = page.getByRole('article');
  for (let shown = await cards.count(); shown < total; shown = await cards.count()) {
    await page.getByRole('button', { name: buttonName }).click();
    await expect(cards).toHaveCount(Math.min(total, shown + 15), { timeout: 15_000 });
  }
  await expect(page.getByRole('button', { name: buttonName })).toHaveCount(0);
}

/** Each section's heading with the badges of the cards under it. */
async function sectionsWithBadges(page: Page) {
  const sections = page.locator('main section[aria-labelledby^="section-"]');
  return sections.evaluateAll((elements) =>
    elements.map((section) => ({
      heading: section.querySelector('h2')?.textContent ?? '',
      badges: [...section.querySelectorAll('article [data-badge]')].map((badge) => badge.textContent ?? ''),
    })),
  );
}

test.describe('a listing grouped by status', () => {
  test('every page loaded, each status heads one section, in the order of spec §9, over cards wearing its badge', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const matches = await allMatches('/te-koop', 'group=status');
    await page.goto('/nl/te-koop?group=status');
    await loadEveryPage(page, 'Meer panden tonen', matches.length);

    const sections = await sectionsWithBadges(page);
    const headings = sections.map((section) => section.heading);
    expect(headings).toEqual(expectedHeadings(matches, 'nl'));
    // The demo's "te koop" offer has sales, sales of both data sources that are sold, and take-overs.
    expect(headings).toEqual(['Te koop', 'Verkocht', 'Over te nemen', 'Overgenomen']);
    for (const section of sections) {
      expect(section.badges.length).toBeGreaterThan(0);
      expect(new Set(section.badges)).toEqual(new Set([section.heading]));
    }
    expect(sections.flatMap((section) => section.badges)).toHaveLength(matches.length);
  });

  test('French headings follow the same order across pages', async ({ page }) => {
    // Business premises: on sale, sold, to take over and taken over, over two pages.
    const query = 'type=4&group=status';
    const matches = await allMatches('/te-koop', query);
    expect(matches.length).toBeGreaterThan(15);
    await page.goto(`/fr/a-vendre?${query}`);
    await loadEveryPage(page, 'Afficher plus de biens', matches.length);

    const sections = await sectionsWithBadges(page);
    expect(sections.map((section) => section.heading)).toEqual(expectedHeadings(matches, 'fr'));
    expect(sections.map((section) => section.heading)).toEqual(['À vendre', 'Vendu', 'À remettre', 'Remis']);
    for (const section of sections) expect(new Set(section.badges)).toEqual(new Set([section.heading]));
  });
});

test.describe('the status filter', () => {
  const statusSelect = (page: Page) => page.getByRole('combobox', { name: 'Status', exact: true });

  test('drops a status it does not offer: no unnamed choice, no count, the unfiltered list', async ({
    page,
  }) => {
    await page.goto('/nl/te-koop');
    const unfiltered = await page
      .getByRole('status')
      .filter({ hasText: /^\d+ panden/ })
      .textContent();

    const response = await page.goto('/nl/te-koop?status=5');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ panden/ })).toHaveText(unfiltered!);
    await expect(statusSelect(page)).toHaveValue('');
    const labels = await statusSelect(page).locator('option').allTextContents();
    expect(labels).toEqual(['Alle statussen', 'Verkocht', 'Te koop', 'Overgenomen', 'Over te nemen']);
    // Nothing counts as chosen: there is nothing to clear.
    await expect(page.getByRole('button', { name: 'Filters wissen' })).toHaveCount(0);
  });

  test('keeps a status it offers', async ({ page }) => {
    const takeOvers = await allMatches('/te-koop', 'status=9');
    await page.goto('/nl/te-koop?status=9');
    await expect(statusSelect(page)).toHaveValue('9');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ panden/ })).toHaveText(
      `${takeOvers.length} panden`,
    );
    await expect(page.getByRole('button', { name: 'Filters wissen' })).toBeVisible();
  });
});

test('rental cards show the monthly rent and no price per m²', async ({ page }) => {
  await page.goto('/nl/te-huur');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(15);
  const texts = await cards.allTextContents();
  expect(texts.every((text) => /per maand/.test(text))).toBe(true);
  expect(texts.filter((text) => text.includes('/m²'))).toEqual([]);

  // A sale still shows it.
  await page.goto('/nl/te-koop');
  await expect(page.getByRole('article').filter({ hasText: '/m²' }).first()).toBeVisible();
});
