import { expect, test, type APIRequestContext, type Page } from './support/test';
import { DEMO_PORT, SITE_PORT } from './support/servers';

const demoService = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;
const serviceHeaders = { 'x-site-id': 'demo', 'content-type': 'application/json' };

type DemoPeriod = { id: number; available: boolean };

/** Each language works on its own units, so the two run side by side without taking each other's periods. */
const languages = [
  {
    locale: 'nl',
    listing: '/nl/vakantieverhuur',
    detail: (id: number) => `/nl/vakantie/${id}`,
    detailPattern: /\/nl\/vakantie\/\d+$/,
    units: { located: 502, unlocated: 508, reserved: 504, raced: 505 },
    text: {
      location: 'Locatie',
      guests: 'Aantal personen',
      guestsOption: '6 personen of meer',
      results: 'Vakantiewoningen',
      count: /^3 vakantiewoningen$/,
      countSix: /^2 vakantiewoningen$/,
      guestFact: /(\d+) personen/,
      firstTab: 'Beschrijving',
      next: 'Volgende foto',
      previous: 'Vorige foto',
      scrollDown: 'Naar de beschrijving',
      locationTitle: 'Ligging',
      period: 'Periode',
      name: 'Naam',
      email: 'E-mailadres',
      submit: 'Reservatie aanvragen',
      success: /Bedankt! Uw aanvraag voor \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4} is goed ontvangen/,
      taken: 'Deze periode is intussen niet meer beschikbaar.',
    },
  },
  {
    locale: 'fr',
    listing: '/fr/locations-de-vacances',
    detail: (id: number) => `/fr/vacances/${id}`,
    detailPattern: /\/fr\/vacances\/\d+$/,
    units: { located: 503, unlocated: 519, reserved: 506, raced: 507 },
    text: {
      location: 'Lieu',
      guests: 'Nombre de personnes',
      guestsOption: '6 personnes ou plus',
      results: 'Locations de vacances',
      count: /^3 locations de vacances$/,
      countSix: /^2 locations de vacances$/,
      guestFact: /(\d+) personnes/,
      firstTab: 'Description',
      next: 'Photo suivante',
      previous: 'Photo précédente',
      scrollDown: 'Aller à la description',
      locationTitle: 'Situation',
      period: 'Période',
      name: 'Nom',
      email: 'Adresse e-mail',
      submit: 'Demander une réservation',
      success: /Merci ! Votre demande pour \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4} a bien été reçue/,
      taken: 'Cette période n’est entre-temps plus disponible.',
    },
  },
] as const;

async function periodsOf(request: APIRequestContext, unitId: number): Promise<DemoPeriod[]> {
  const response = await request.get(`${demoService}/rental-units/${unitId}/periods`, {
    headers: serviceHeaders,
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as DemoPeriod[];
}

/** The first period the reservation form offers (the first option is "choose a period"). */
async function firstOfferedPeriod(page: Page, text: (typeof languages)[number]['text']): Promise<string> {
  const option = page.getByLabel(text.period, { exact: true }).locator('option').nth(1);
  const value = await option.getAttribute('value');
  expect(value).toBeTruthy();
  return value!;
}

async function fillReservation(page: Page, text: (typeof languages)[number]['text'], periodId: string) {
  await page.getByLabel(text.period, { exact: true }).selectOption(periodId);
  await page.getByLabel(text.guests, { exact: true }).fill('2');
  await page.getByLabel(text.name, { exact: true }).fill('An Peeters');
  await page.getByLabel(text.email).fill('an.peeters@example.be');
  await page.getByRole('checkbox').check();
}

for (const { locale, listing, detail, detailPattern, units, text } of languages) {
  test.describe(`holiday rentals (${locale})`, () => {
    test('filters rentals by location and occupation, then opens a unit on its first tab', async ({
      page,
    }) => {
      await page.goto(listing);
      // A change before hydration would submit the no-JavaScript form instead of the live filter.
      await expect(page.locator('form[data-enhanced="true"]')).toBeAttached();
      await page.getByLabel(text.location).selectOption({ label: 'Durbuy' });
      await expect(page).toHaveURL(/[?&]location=20(&|$)/);
      await expect(page.locator('#rental-count')).toHaveText(text.count);

      await page.getByLabel(text.guests).selectOption({ label: text.guestsOption });
      await expect(page).toHaveURL(/[?&]guests=6(&|$)/);
      await expect(page.locator('#rental-count')).toHaveText(text.countSix);
      const cards = page.getByRole('list', { name: text.results }).getByRole('article');
      await expect(cards).toHaveCount(2);
      for (const card of await cards.all()) {
        const guests = Number(text.guestFact.exec((await card.textContent()) ?? '')?.[1]);
        expect(guests).toBeGreaterThanOrEqual(6);
        await expect(card).toContainText('Durbuy');
      }

      await cards.first().getByRole('link').click();
      await expect(page).toHaveURL(detailPattern, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('tab', { selected: true })).toHaveText(text.firstTab);
    });

    test('moves the carousel one photo per arrow click and scrolls by the viewport minus 114 px', async ({
      page,
    }) => {
      await page.goto(detail(units.located));
      await expect(page.getByRole('tab', { selected: true })).toHaveText(text.firstTab);
      const position = page.getByTestId('carousel-position');
      const total = Number(/\/ (\d+)/.exec((await position.textContent()) ?? '')?.[1]);
      await expect(position).toHaveText(`1 / ${total}`);
      await page.getByRole('button', { name: text.next }).click();
      await expect(position).toHaveText(`2 / ${total}`);
      await page.getByRole('button', { name: text.next }).click();
      await expect(position).toHaveText(`3 / ${total}`);
      await page.getByRole('button', { name: text.previous }).click();
      await expect(position).toHaveText(`2 / ${total}`);
      await page.getByRole('button', { name: text.previous }).click();
      await page.getByRole('button', { name: text.previous }).click();
      // Endless: one step back from the first photo is the last.
      await expect(position).toHaveText(`${total} / ${total}`);

      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.getByRole('button', { name: text.scrollDown }).click();
      const viewportHeight = await page.evaluate(() => window.innerHeight);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(viewportHeight - 114);
    });

    test('shows the map only for a unit with coordinates', async ({ page }) => {
      await page.goto(detail(units.located));
      await expect(page.getByRole('heading', { name: text.locationTitle })).toBeVisible();
      await expect(page.getByTestId('location-map')).toBeVisible();

      await page.goto(detail(units.unlocated));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: text.locationTitle })).toHaveCount(0);
      await expect(page.getByTestId('location-map')).toHaveCount(0);
    });

    test('a request for an available period succeeds and reaches the content service', async ({
      page,
      request,
    }) => {
      await page.goto(detail(units.reserved));
      const periodId = await firstOfferedPeriod(page, text);
      await fillReservation(page, text, periodId);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('status').filter({ hasText: text.success })).toBeVisible();

      const reserved = (await periodsOf(request, units.reserved)).find(
        (period) => String(period.id) === periodId,
      );
      expect(reserved?.available).toBe(false);
      // The page reads the calendar again: the period is no longer offered.
      await expect(page.locator(`#reservation-period option[value="${periodId}"]`)).toHaveCount(0);
    });

    test('a request for a period booked meanwhile is refused and keeps what was typed', async ({
      page,
      request,
    }) => {
      await page.goto(detail(units.raced));
      const periodId = await firstOfferedPeriod(page, text);
      await fillReservation(page, text, periodId);
      // Another guest books the same period while this visitor is still typing.
      const other = await request.post(`${demoService}/rental-units/reservation`, {
        headers: serviceHeaders,
        data: {
          rentalUnitId: units.raced,
          periodId: Number(periodId),
          guests: 2,
          name: 'B',
          email: 'b@example.be',
          locale,
        },
      });
      expect(other.status()).toBe(201);

      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.taken })).toBeVisible();
      await expect(page.getByLabel(text.name, { exact: true })).toHaveValue('An Peeters');
    });

    test('the reservation endpoint refuses a booked period with 409', async ({ request }) => {
      const booked = (await periodsOf(request, units.located)).find((period) => !period.available)!;
      const response = await request.post(`/${locale}/ajax/rental-reservation`, {
        headers: { origin: `http://localhost:${SITE_PORT}` },
        data: {
          rentalUnitId: units.located,
          periodId: String(booked.id),
          guests: 2,
          name: 'An Peeters',
          email: 'an.peeters@example.be',
          privacyConsent: true,
        },
      });
      expect(response.status()).toBe(409);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error).toMatchObject({ code: 'period_unavailable', message: text.taken });
    });
  });
}
