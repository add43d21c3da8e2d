import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ajaxPath } from '../src/domain/forms/ajax-endpoints';
import { fillContactForm, openExtraInfoModal } from './support/contact-form';
import { sendFrom, unusedLoopbackAddress } from './support/loopback-client';
import { CAPTCHA_LABEL, CAPTCHA_TOKEN, fillUntilCaptchaShows, stubRecaptcha } from './support/recaptcha';
import { linkIn, serverMailbox } from './support/server-mailbox';
import { openSendToFriend } from './support/send-to-friend';
import { DEMO_PORT, MULTI_SITE_PORT, MULTI_SITE_URL } from './support/servers';

// Every form on every host name of the multi-site server, whose SITE_URL is on another port than the
// one it listens on: forms must take the origin of the page they are on, not SITE_URL's.
test.beforeAll(() => {
  expect(new URL(MULTI_SITE_URL).port).not.toBe(String(MULTI_SITE_PORT));
});

const mailbox = serverMailbox(MULTI_SITE_PORT);
const site = `http://localhost:${MULTI_SITE_PORT}`;
const coastSite = `http://kust.localhost:${MULTI_SITE_PORT}`;

type Host = {
  name: string;
  siteId: 'demo' | 'kust';
  /** Which estate for sale of the site books a visit: each host an agenda of its own. */
  estateIndex: number;
  /** A holiday rental of the site, booked by this host only (periods are shared between the sites). */
  rentalUnitId: number;
};

// The coastal site has seaside estates (each with a live agenda) and seaside rentals of its own, so it
// sends every form too. The two demo hosts share one site's agendas: they book in different ones, and
// in none that e2e/appointments.spec.ts uses (the first three); no other spec books units 509, 510, 521.
const hosts: Host[] = [
  { name: '127.0.0.1', siteId: 'demo', estateIndex: 5, rentalUnitId: 509 },
  { name: 'localhost', siteId: 'demo', estateIndex: 6, rentalUnitId: 510 },
  { name: 'kust.localhost', siteId: 'kust', estateIndex: 0, rentalUnitId: 521 },
];

const privacy = /Ik ga akkoord met de verwerking/;

/** An address of this test alone: the site mails one address at most five times an hour. */
const uniqueAddress = (kind: string, host: Host) =>
  `${kind}-${host.name.replaceAll('.', '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`;

async function estateForSale(request: APIRequestContext, host: Host): Promise<number> {
  const answer = await request.post(`http://127.0.0.1:${DEMO_PORT}/sites/${host.siteId}/estates`, {
    headers: { 'x-site-id': host.siteId },
    data: { query: { match: { 'general.status': 'FOR_SALE' } }, pagination: { from: 0, size: 10 } },
  });
  const { results } = (await answer.json()) as { results: { id: number }[] };
  const estate = results[host.estateIndex];
  if (!estate) throw new Error(`The ${host.siteId} site has too few estates for sale`);
  return estate.id;
}

async function sendToAFriend(page: Page, friend: string) {
  const dialog = await openSendToFriend(
    page,
    'Stuur door naar een vriend',
    'Stuur dit pand door naar een vriend',
  );
  await dialog.getByRole('textbox', { name: 'Uw naam' }).fill('Sam Peeters');
  await dialog.getByRole('textbox', { name: 'Uw e-mailadres' }).fill('sam@example.be');
  await dialog.getByRole('textbox', { name: 'E-mailadres van uw vriend' }).fill(friend);
  await dialog.getByRole('combobox', { name: 'Taal van uw vriend' }).selectOption('nl');
  await dialog.getByRole('checkbox', { name: /Ik ga akkoord dat mijn gegevens/ }).check();
  await dialog.getByRole('checkbox', { name: CAPTCHA_LABEL }).check();
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  // The first submission also opens the database of a fresh server, which takes a while.
  await expect(dialog.getByRole('status')).toHaveText('Bedankt! Uw vriend ontvangt de e-mail zo meteen.', {
    timeout: 45_000,
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

async function bookFirstMoment(page: Page, email: string) {
  const section = page.getByRole('region', { name: 'Plan een bezoek' });
  await section.scrollIntoViewIfNeeded();
  await section
    .getByRole('group', { name: /^Vrije momenten op / })
    .getByRole('button')
    .first()
    .click();
  await section.getByRole('textbox', { name: 'Naam' }).fill('Lien Maes');
  await section.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await section.getByRole('checkbox', { name: /om dit bezoek te plannen/ }).check();
  await section.getByRole('button', { name: 'Bezoek vastleggen' }).click();
  await expect(section.getByRole('status')).toHaveText(/^Uw bezoek op .+ is vastgelegd\./, {
    timeout: 45_000,
  });
}

/** Fills the contact form named `formName` as fillContactForm does, with an address of the test's own. */
async function fillContact(page: Page, formName: string, email: string) {
  const form = await fillContactForm(page, formName, privacy);
  await form.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  return form;
}

for (const host of hosts) {
  const origin = `http://${host.name}:${MULTI_SITE_PORT}`;

  test(`${host.name}: send to a friend, a visit booked and cancelled, the property form and the extra-info modal`, async ({
    page,
    request,
  }) => {
    // Five pages and three mails on a server that may be fresh.
    test.setTimeout(150_000);
    await stubRecaptcha(page);
    const estateId = await estateForSale(request, host);
    const detail = `${origin}/nl/aanbod/${estateId}`;
    await page.goto(detail);

    const friend = uniqueAddress('friend', host);
    await sendToAFriend(page, friend);
    const visitor = uniqueAddress('visit', host);
    await bookFirstMoment(page, visitor);
    const form = await fillContact(page, 'Stel uw vraag', uniqueAddress('question', host));
    await form.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page).toHaveURL(`${origin}/nl/bedankt-pand`, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw vraag');

    // The mails link to the host the visitor used, not to SITE_URL.
    const tip = await mailbox.waitForMail(friend);
    expect(tip).toContain(`${origin}/nl/aanbod/${estateId}`);
    const cancelLink = linkIn(
      await mailbox.waitForMail(visitor, /afspraak-annuleren/),
      /\/nl\/afspraak-annuleren\/[0-9a-f-]{36}/,
    );
    expect(new URL(cancelLink).origin).toBe(origin);
    await page.goto(cancelLink);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw afspraak annuleren');
    await page.getByRole('button', { name: 'Afspraak annuleren' }).click();
    await page.getByRole('button', { name: 'Ja, annuleer het bezoek' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Uw afspraak is geannuleerd. Bedankt om het ons te laten weten.',
    );

    await page.goto(detail);
    const dialog = await openExtraInfoModal(page);
    const modalForm = await fillContact(page, 'Meer informatie over dit pand', uniqueAddress('info', host));
    await dialog.getByRole('checkbox', { name: CAPTCHA_LABEL }).check();
    await modalForm.getByRole('button', { name: 'Verstuur' }).click();
    await expect(page).toHaveURL(`${origin}/nl/bedankt-pand`, { timeout: 20_000 });
  });

  test(`${host.name}: keep me informed, edited and cancelled through the links of its mail`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await stubRecaptcha(page);
    const address = uniqueAddress('alerts', host);
    await page.goto(`${origin}/nl/hou-me-op-de-hoogte`);
    const form = page.getByRole('form', { name: 'Inschrijven voor nieuwe panden' });
    // The captcha widget appears once the visitor starts filling in the form.
    await fillUntilCaptchaShows(form, form.getByRole('textbox', { name: 'E-mailadres' }), address);
    await form.getByRole('group', { name: 'Soort pand' }).getByRole('checkbox', { name: 'Huis' }).check();
    await form.getByRole('checkbox', { name: privacy }).check();
    await form.getByRole('checkbox', { name: CAPTCHA_LABEL }).check();
    await form.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(page).toHaveURL(`${origin}/nl/hou-me-op-de-hoogte/gelukt`, { timeout: 45_000 });

    const mail = await mailbox.waitForMail(address, /Zoekopdracht aanpassen/);
    const edit = linkIn(mail, /\/nl\/hou-me-op-de-hoogte\/[\w-]{43}(?![\w/-])/);
    const unsubscribe = linkIn(mail, /\/nl\/hou-me-op-de-hoogte\/uitschrijven\/[\w-]{43}/);
    expect(new URL(edit).origin).toBe(origin);
    expect(new URL(unsubscribe).origin).toBe(origin);

    await page.goto(edit);
    const editForm = page.getByRole('form', { name: 'Uw zoekopdracht' });
    await expect(editForm.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue(address);
    await editForm.getByRole('combobox', { name: 'Slaapkamers' }).selectOption({ label: '3 of meer' });
    await editForm.getByRole('button', { name: 'Wijzigingen bewaren' }).click();
    await expect(editForm.getByText('Uw zoekopdracht is bewaard.')).toBeVisible();

    await page.goto(unsubscribe);
    await page.getByRole('button', { name: 'Ja, schrijf mij uit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'U bent uitgeschreven.' })).toBeVisible();
  });

  test(`${host.name}: a holiday rental reservation`, async ({ page }) => {
    await page.goto(`${origin}/nl/vakantie/${host.rentalUnitId}`);
    const period = page.getByLabel('Periode', { exact: true });
    // The first option is "choose a period".
    const periodId = await period.locator('option').nth(1).getAttribute('value');
    expect(periodId).toBeTruthy();
    await period.selectOption(periodId!);
    await page.getByLabel('Aantal personen', { exact: true }).fill('2');
    await page.getByLabel('Naam', { exact: true }).fill('An Peeters');
    await page.getByLabel('E-mailadres').fill(uniqueAddress('rental', host));
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Reservatie aanvragen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: /^Bedankt! Uw aanvraag voor .+ is goed ontvangen/ }),
    ).toBeVisible({ timeout: 45_000 });
  });
}

// Bodies the endpoints would otherwise take, so the origin alone is what refuses them.
const token = 'e2e-foreign-origin-'.padEnd(43, '0');
const appointmentId = '00000000-0000-4000-8000-000000000000';
const visitor = { name: 'An Peeters', email: 'foreign-origin@example.be' };
const formEndpoints = [
  {
    method: 'POST',
    path: ajaxPath('nl', 'contact'),
    data: { form: 'property', ...visitor, text: 'Vraag', privacy: true },
  },
  {
    method: 'POST',
    path: ajaxPath('nl', 'sendToFriend'),
    data: {
      ...visitor,
      friendEmail: 'foreign-origin-friend@example.be',
      locale: 'nl',
      privacy: true,
      estateId: 1001,
      'g-recaptcha-response': CAPTCHA_TOKEN,
    },
  },
  {
    method: 'POST',
    path: ajaxPath('nl', 'subscribe'),
    data: {
      email: visitor.email,
      locale: 'nl',
      criteria: {},
      privacy: true,
      'g-recaptcha-response': CAPTCHA_TOKEN,
    },
  },
  {
    method: 'PUT',
    path: ajaxPath('nl', 'subscription', { token }),
    data: { email: visitor.email, locale: 'nl', criteria: {} },
  },
  { method: 'POST', path: ajaxPath('nl', 'unsubscribe', { token }), data: {} },
  {
    method: 'POST',
    path: ajaxPath('nl', 'liveAgendaBook'),
    data: { ...visitor, privacy: true, agendaId: 1001, slotId: '1001-20300101-0930' },
  },
  { method: 'DELETE', path: ajaxPath('nl', 'liveAgendaCancel', { appointmentId }), data: {} },
  {
    method: 'POST',
    path: ajaxPath('nl', 'rentalReservation'),
    data: { ...visitor, rentalUnitId: 509, periodId: '1', guests: 2, privacyConsent: true },
  },
] as const;

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

test.describe('a page of another site is refused by every form endpoint', () => {
  for (const { method, path, data } of formEndpoints) {
    test(`${method} ${path} from http://evil.example: 403`, async ({ request }) => {
      const answer = await request.fetch(`${site}${path}`, {
        method,
        headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
        data: JSON.stringify(data),
      });
      expect(answer.status()).toBe(403);
      expect(await answer.json()).toMatchObject({ error: { code: 'foreign_origin' } });
    });
  }

  test('the other site on the same server is foreign too, both ways', async ({ request }) => {
    const [contact] = formEndpoints;
    const toMain = await request.post(`${site}${contact.path}`, {
      headers: { origin: coastSite, 'content-type': 'application/json' },
      data: JSON.stringify(contact.data),
    });
    expect(toMain.status()).toBe(403);
    expect(await toMain.json()).toMatchObject({ error: { code: 'foreign_origin' } });

    const toCoast = await sendFrom(`${coastSite}${contact.path}`, {
      headers: { origin: site, 'content-type': 'application/json' },
      data: contact.data,
    });
    expect(toCoast.status).toBe(403);
    expect(toCoast.body).toMatchObject({ error: { code: 'foreign_origin' } });
  });
});

test.describe('the rental reservation endpoint is guarded like every form', () => {
  const url = `${site}${ajaxPath('nl', 'rentalReservation')}`;
  const own = { origin: site, 'content-type': 'application/json' };
  // Fails validation (no unit) without reaching the content service: nothing is reserved.
  const invalid = { guests: 2, name: 'An', email: 'rate-limit@example.be', privacyConsent: true };

  test('a foreign origin: 403; text/plain: 415; a 30 KB body: 413', async ({ request }) => {
    const foreign = await request.post(url, {
      headers: { ...own, origin: 'http://evil.example' },
      data: JSON.stringify(invalid),
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: { code: 'foreign_origin' } });

    const plain = await request.post(url, {
      headers: { ...own, 'content-type': 'text/plain' },
      data: JSON.stringify(invalid),
    });
    expect(plain.status()).toBe(415);
    expect(await plain.json()).toMatchObject({ error: { code: 'unsupported_media_type' } });

    const large = await request.post(url, {
      headers: own,
      data: JSON.stringify({ ...invalid, name: 'x'.repeat(30 * 1024) }),
    });
    expect(large.status()).toBe(413);
    expect(await large.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  // Each from a loopback address of its own, so neither uses up what the browser tests send to this
  // endpoint from 127.0.0.1, nor sees it.
  test('the 11th request in a minute from one client: 429', async () => {
    const from = unusedLoopbackAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await sendFrom(url, { from, headers: own, data: invalid })).status);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    const refused = await sendFrom(url, { from, headers: own, data: invalid });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'too_many_requests' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('a made-up X-Real-IP or X-Forwarded-For on every request still reaches 429', async () => {
    const from = unusedLoopbackAddress();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const madeUp = { 'x-real-ip': `203.0.113.${attempt}`, 'x-forwarded-for': `198.51.100.${attempt}` };
      statuses.push((await sendFrom(url, { from, headers: { ...own, ...madeUp }, data: invalid })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});

test.describe("the extra-info modal's captcha cannot be skipped", () => {
  const url = `${site}${ajaxPath('nl', 'contact')}`;
  const own = { origin: site, 'content-type': 'application/json' };
  const modal = {
    form: 'extra-info',
    name: 'An Peeters',
    email: 'captcha-check@example.be',
    text: 'Vraag',
    privacy: true,
  };

  // From a loopback address of its own: these count against the contact form's rate limit.
  test('without a captcha answer: 400 on the captcha field', async () => {
    const answer = await sendFrom(url, { from: unusedLoopbackAddress(), headers: own, data: modal });
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).error.fields?.['g-recaptcha-response']).toEqual(expect.any(String));
  });

  test('a name with CR/LF: 400 on the name field', async () => {
    const answer = await sendFrom(url, {
      from: unusedLoopbackAddress(),
      headers: own,
      data: { ...modal, name: 'An\r\nBcc: other@example.be', 'g-recaptcha-response': CAPTCHA_TOKEN },
    });
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).error.fields?.name).toEqual(expect.any(String));
  });
});
