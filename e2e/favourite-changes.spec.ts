import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { EstateGroup } from '../src/content-api/schemas';
import { mainRecord, priceReduction } from '../src/domain/search';
import { waitForMail } from './support/mailbox';
import { CAPTCHA_LABEL, fillUntilCaptchaShows, stubRecaptcha } from './support/recaptcha';
import { DEMO_PORT } from './support/servers';

const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;
const GONE_ESTATE_ID = 99_999_999;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The visitor's clock: favourites saved "weeks ago" are dated before it. */
const NOW = new Date('2026-11-20T10:00:00Z');

async function demoEstates(request: APIRequestContext, status: string): Promise<EstateGroup[]> {
  const answer = await request.post(`${demo}/estates`, {
    data: { query: { match: { 'general.status': status } }, pagination: { from: 0, size: 500 } },
  });
  return ((await answer.json()) as { results: EstateGroup[] }).results;
}

/** An estate for sale of one record whose demo data says its price was lowered. */
async function loweredEstate(request: APIRequestContext) {
  const group = (await demoEstates(request, 'FOR_SALE')).find(
    (candidate) => candidate.children.length === 1 && priceReduction(mainRecord(candidate)),
  );
  if (!group) throw new Error('The demo service has no estate for sale with a lowered price');
  const record = mainRecord(group);
  return { id: group.id, cityId: record.address!.city.id, ...priceReduction(record)! };
}

/** An estate the demo service shows as sold. */
async function soldEstate(request: APIRequestContext): Promise<EstateGroup> {
  const [group] = await demoEstates(request, 'SOLD');
  if (!group) throw new Error('The demo service has no sold estate');
  return group;
}

const euro = (amount: number) => `€ ${amount.toLocaleString('de-DE')}`;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

/** Puts favourites in the browser's storage as a visitor who saved them weeks ago would have them. */
async function keepFavorites(page: Page, favorites: unknown[]) {
  await page.evaluate((value) => localStorage.setItem('vitrine.favorites', value), JSON.stringify(favorites));
}

test.describe('"price lowered"', () => {
  test('shows on the card and the detail page of an estate whose price was lowered', async ({
    page,
    request,
  }) => {
    const estate = await loweredEstate(request);
    await page.goto(`/nl/te-koop?city=${estate.cityId}`);
    const card = page.locator(`article[data-estate-id="${estate.id}"]`);
    await expect(card.getByText('Prijs verlaagd', { exact: true })).toBeVisible();
    await expect(card.locator('del')).toHaveText(euro(estate.previous));
    await expect(
      card.getByText(`Prijs verlaagd van ${euro(estate.previous)} naar ${euro(estate.current)}`),
    ).toBeAttached();
    await expectNoAxeViolations(page);

    await page.goto(`/fr/offre/${estate.id}`);
    const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText('Prix baissé', { exact: true })).toBeVisible();
    await expect(page.getByTestId('estate-price').locator('del')).toHaveText(euro(estate.previous));
    await expect(page.getByTestId('estate-price')).toContainText(
      `Prix baissé de ${euro(estate.previous)} à ${euro(estate.current)}`,
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('favourites that notice change', () => {
  test('a heart remembers the price and status of the estate and the time it was saved', async ({
    page,
    request,
  }) => {
    const estate = await loweredEstate(request);
    await page.clock.setFixedTime(NOW);
    await page.goto(`/en/offer/${estate.id}`);
    await page.getByRole('button', { name: 'Save as favorite' }).click();
    await expect(page.getByRole('link', { name: /^Favorites/ })).toHaveAccessibleName('Favorites (1)');
    const stored = await page.evaluate(() => localStorage.getItem('vitrine.favorites'));
    expect(JSON.parse(stored!)).toEqual([
      expect.objectContaining({
        id: estate.id,
        savedAt: NOW.toISOString(),
        saved: { price: estate.current, status: 'for-sale' },
      }),
    ]);
  });

  test('after a reload the favourites page and the navbar show what changed since they were saved', async ({
    page,
    request,
  }) => {
    const [lowered, sold] = await Promise.all([loweredEstate(request), soldEstate(request)]);
    const savedWeeksAgo = '2026-10-02T09:30:00.000Z';
    // Saved before the agency's last two price cuts: the note compares with the price then.
    const priceWhenSaved = lowered.previous + 20_000;
    await page.clock.setFixedTime(NOW);
    await page.goto('/nl/favorieten');
    await keepFavorites(page, [
      { id: GONE_ESTATE_ID, savedAt: savedWeeksAgo, saved: { price: 250_000, status: 'for-sale' } },
      { id: sold.id, savedAt: savedWeeksAgo, saved: { price: 300_000, status: 'for-sale' } },
      { id: lowered.id, savedAt: savedWeeksAgo, saved: { price: priceWhenSaved, status: 'for-sale' } },
    ]);
    await page.reload();

    const list = page.getByRole('list', { name: 'Bewaarde panden' });
    await expect(list.getByText('Prijs verlaagd sinds u het bewaarde')).toBeVisible();
    await expect(list.getByText(euro(priceWhenSaved), { exact: true })).toBeVisible();
    await expect(
      list.getByText(
        `De prijs is verlaagd van ${euro(priceWhenSaved)} naar ${euro(lowered.current)} sinds u het bewaarde.`,
      ),
    ).toBeAttached();
    await expect(list.getByText('Verkocht sinds u het bewaarde')).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Dit pand is niet meer online' })).toBeVisible();
    const navbarLink = page.getByRole('link', { name: /^Favorieten/ });
    await expect(navbarLink).toHaveAccessibleName('Favorieten (3), 3 gewijzigd');
    await expectNoAxeViolations(page);

    // Still there after another reload; taking note of the sale leaves two changes.
    await page.reload();
    await expect(list.getByText('Verkocht sinds u het bewaarde')).toBeVisible();
    await list
      .getByRole('button', { name: /^Gezien: / })
      .last()
      .click();
    await expect(list.getByText('Verkocht sinds u het bewaarde')).toHaveCount(0);
    await expect(navbarLink).toHaveAccessibleName('Favorieten (3), 2 gewijzigd');

    // The navbar tells it on every page, before the favourites page is opened again.
    await page.goto('/nl');
    await expect(page.getByRole('link', { name: /^Favorieten/ })).toHaveAccessibleName(
      'Favorieten (3), 2 gewijzigd',
    );
  });

  test('a visitor subscribes to mails about changes to their favourites, confirmed by mail', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const [lowered, sold] = await Promise.all([loweredEstate(request), soldEstate(request)]);
    const address = `e2e-favourites-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`;
    await stubRecaptcha(page);
    await page.goto('/en/favorites');
    await keepFavorites(page, [sold.id, lowered.id]);
    await page.reload();

    const form = page.getByRole('form', { name: 'Mail me about changes to my favorites' });
    await fillUntilCaptchaShows(form, form.getByRole('textbox', { name: 'E-mail address' }), address);
    await form.getByRole('checkbox', { name: /I agree to the processing/ }).check();
    await form.getByRole('checkbox', { name: CAPTCHA_LABEL }).check();
    await form.getByRole('button', { name: 'Mail me' }).click();
    // The first submission also opens the database of a fresh server, which takes a while.
    await expect(form.getByRole('status')).toContainText('We have sent you a confirmation', {
      timeout: 45_000,
    });
    await expectNoAxeViolations(page);

    const mail = await waitForMail(address, /Change my search/);
    expect(mail).toMatch(/\/en\/keep-me-informed\/[A-Za-z0-9_-]{43}/);
  });
});
