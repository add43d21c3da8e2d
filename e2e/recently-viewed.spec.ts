import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const words = {
  nl: {
    listing: '/nl/te-koop',
    rentals: '/nl/vakantieverhuur',
    rentalPath: /\/nl\/vakantie\/[^"/?#]+/,
    heading: 'Recent bekeken',
    forget: (title: string) => `${title} vergeten`,
    forgetAll: 'Alles vergeten',
    cleared: 'Uw recent bekeken panden zijn vergeten.',
  },
  fr: {
    listing: '/fr/a-vendre',
    rentals: '/fr/locations-de-vacances',
    rentalPath: /\/fr\/vacances\/[^"/?#]+/,
    heading: 'Consultés récemment',
    forget: (title: string) => `Oublier ${title}`,
    forgetAll: 'Tout oublier',
    cleared: 'Les biens consultés récemment ont été oubliés.',
  },
} as const;

/** The remembered pages the section lists, top to bottom, as `estate:{id}` or `rental:{id}`. */
async function listedVisits(page: Page, heading: string) {
  const section = page.getByRole('region', { name: heading });
  await expect(section.getByRole('listitem').first().getByRole('link')).toBeVisible();
  await expect(section.getByRole('list')).toHaveAttribute('aria-busy', 'false');
  return section
    .locator('li[data-visit]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-visit')));
}

/** Waits until the page shown is remembered: that happens once the page has come to life. */
async function expectRemembered(page: Page, visit: string) {
  const [kind, id] = visit.split(':');
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('vitrine.recently-viewed') ?? '[]') as unknown[]),
    )
    .toContainEqual(expect.objectContaining({ kind, id: kind === 'estate' ? Number(id) : id }));
}

/** The first `count` estates of the listing: their ids and the links to their pages. */
async function estatesOnListing(page: Page, listing: string, count: number) {
  await page.goto(listing);
  return page.locator('article[data-estate-id]').evaluateAll(
    (cards, wanted) =>
      cards.slice(0, wanted).map((card) => ({
        id: card.getAttribute('data-estate-id')!,
        href: card.querySelector('h3 a')!.getAttribute('href')!,
      })),
    count,
  );
}

for (const lang of ['nl', 'fr'] as const) {
  const w = words[lang];

  test(`recently viewed lists the pages opened, newest first, and forgets on request (${lang})`, async ({
    page,
  }) => {
    const estates = await estatesOnListing(page, w.listing, 3);
    for (const estate of estates) {
      await page.goto(estate.href);
      await expectRemembered(page, `estate:${estate.id}`);
    }
    // The page being shown is left out of its own list.
    expect(await listedVisits(page, w.heading)).toEqual([
      `estate:${estates[1]!.id}`,
      `estate:${estates[0]!.id}`,
    ]);

    const rentalsHtml = await (await page.request.get(w.rentals)).text();
    const rentalPath = w.rentalPath.exec(rentalsHtml)?.[0];
    expect(rentalPath, `${w.rentals} links to a holiday rental`).toBeTruthy();
    await page.goto(rentalPath!);
    const rentalId = decodeURIComponent(rentalPath!.split('/').at(-1)!);
    await expectRemembered(page, `rental:${rentalId}`);

    await page.goto(`/${lang}`);
    const newestFirst = [`rental:${rentalId}`, ...estates.map((estate) => `estate:${estate.id}`).reverse()];
    expect(await listedVisits(page, w.heading)).toEqual(newestFirst);
    const { violations } = await new AxeBuilder({ page })
      .include('#recently-viewed-heading')
      .withTags(WCAG_TAGS)
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    // Forget one: the others stay, in order, also after a reload.
    const section = page.getByRole('region', { name: w.heading });
    const second = section.locator(`li[data-visit="estate:${estates[2]!.id}"]`);
    const title = (await second.getByRole('heading', { level: 3 }).textContent())!;
    await second.getByRole('button', { name: w.forget(title) }).click();
    const remaining = newestFirst.filter((visit) => visit !== `estate:${estates[2]!.id}`);
    expect(await listedVisits(page, w.heading)).toEqual(remaining);
    await page.reload();
    expect(await listedVisits(page, w.heading)).toEqual(remaining);

    // Forget all: the list says so, and is gone after a reload.
    await section.getByRole('button', { name: w.forgetAll }).click();
    await expect(section.getByRole('status')).toHaveText(w.cleared);
    await page.reload();
    await expect(page.getByRole('heading', { name: w.heading })).toHaveCount(0);
  });
}
