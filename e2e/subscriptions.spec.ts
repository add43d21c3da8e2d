import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { waitForMail } from './support/mailbox';
import { CAPTCHA_LABEL, fillUntilCaptchaShows, stubRecaptcha } from './support/recaptcha';
import { SITE_PORT } from './support/servers';

const site = `http://localhost:${SITE_PORT}`;
const TOKEN = '([A-Za-z0-9_-]{43})';

const languages = {
  nl: {
    stem: 'hou-me-op-de-hoogte',
    unsubscribeStem: 'uitschrijven',
    success: '/nl/hou-me-op-de-hoogte/gelukt',
    form: 'Inschrijven voor nieuwe panden',
    editForm: 'Uw zoekopdracht',
    email: 'E-mailadres',
    types: 'Soort pand',
    house: 'Huis',
    privacy: /Ik ga akkoord met de verwerking/,
    subscribe: 'Inschrijven',
    subscribed: 'U bent ingeschreven',
    mailKind: /Zoekopdracht aanpassen/,
    bedrooms: 'Slaapkamers',
    threeBedrooms: '3 of meer',
    newEstates: 'Nieuwe panden',
    weekly: 'Wekelijks',
    save: 'Wijzigingen bewaren',
    saved: 'Uw zoekopdracht is bewaard.',
    confirm: 'Ja, schrijf mij uit',
    unsubscribed: 'U bent uitgeschreven.',
    notFound: 'Deze link werkt niet (meer)',
  },
  fr: {
    stem: 'tenez-moi-informe',
    unsubscribeStem: 'desinscription',
    success: '/fr/tenez-moi-informe/confirmation',
    form: 'Inscription aux nouveaux biens',
    editForm: 'Votre recherche',
    email: 'Adresse e-mail',
    types: 'Type de bien',
    house: 'Maison',
    privacy: /J’accepte le traitement/,
    subscribe: 'M’inscrire',
    subscribed: 'Votre inscription est enregistrée',
    mailKind: /Modifier ma recherche/,
    bedrooms: 'Chambres',
    threeBedrooms: '3 ou plus',
    newEstates: 'Les nouveaux biens',
    weekly: 'Chaque semaine',
    save: 'Enregistrer les modifications',
    saved: 'Votre recherche est enregistrée.',
    confirm: 'Oui, me désinscrire',
    unsubscribed: 'Vous êtes désinscrit.',
    notFound: 'Ce lien ne fonctionne pas (ou plus)',
  },
} as const;

type Words = (typeof languages)[keyof typeof languages];

const uniqueAddress = (lang: string) =>
  `e2e-${lang}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.be`;

function linksIn(mail: string, lang: string, words: Words) {
  const edit = new RegExp(`${site}/${lang}/${words.stem}/${TOKEN}(?![\\w/-])`).exec(mail)?.[0];
  const unsubscribe = new RegExp(`${site}/${lang}/${words.stem}/${words.unsubscribeStem}/${TOKEN}`).exec(
    mail,
  )?.[0];
  if (!edit || !unsubscribe) throw new Error(`The mail lacks its links:\n${mail}`);
  return { edit, unsubscribe };
}

async function subscribeThroughTheForm(page: Page, lang: string, words: Words, address: string) {
  await stubRecaptcha(page);
  await page.goto(`/${lang}/${words.stem}`);
  const form = page.getByRole('form', { name: words.form });
  // The captcha widget appears once the visitor starts filling in the form.
  await fillUntilCaptchaShows(form, form.getByRole('textbox', { name: words.email }), address);
  await form.getByRole('group', { name: words.types }).getByRole('checkbox', { name: words.house }).check();
  await form.getByRole('checkbox', { name: words.privacy }).check();
  await form.getByRole('checkbox', { name: CAPTCHA_LABEL }).check();
  await form.getByRole('button', { name: words.subscribe }).click();
  // The first submission also opens the database of a fresh server, which takes a while.
  await expect(page).toHaveURL(new RegExp(`${words.success}$`), { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.subscribed);
}

for (const [lang, words] of Object.entries(languages)) {
  test(`subscribe, get the mail, edit, unsubscribe (${lang})`, async ({ page, request }) => {
    // Five pages and a mail on a fresh server: longer than one page's test.
    test.setTimeout(120_000);
    const address = uniqueAddress(lang);
    await subscribeThroughTheForm(page, lang, words, address);
    const links = linksIn(await waitForMail(address, words.mailKind), lang, words);

    // A mail scanner opening the unsubscribe link (GET) cancels nothing.
    expect((await request.get(links.unsubscribe)).status()).toBe(200);

    await page.goto(links.edit);
    const form = page.getByRole('form', { name: words.editForm });
    await expect(form.getByRole('checkbox', { name: words.house })).toBeChecked();
    await expect(form.getByRole('textbox', { name: words.email })).toHaveValue(address);
    await form.getByRole('combobox', { name: words.bedrooms }).selectOption({ label: words.threeBedrooms });
    // Which news how often, by keyboard: a tick box with the space bar, a radio with the arrows.
    await form.getByRole('checkbox', { name: words.newEstates }).focus();
    await page.keyboard.press('Space');
    await form.getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('radio', { name: words.weekly })).toBeChecked();
    await form.getByRole('button', { name: words.save }).click();
    await expect(form.getByText(words.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('combobox', { name: words.bedrooms })).toHaveValue('3');
    await expect(page.getByRole('checkbox', { name: words.newEstates })).not.toBeChecked();
    await expect(page.getByRole('radio', { name: words.weekly })).toBeChecked();

    await page.goto(links.unsubscribe);
    await page.getByRole('button', { name: words.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: words.unsubscribed })).toBeVisible();

    const gone = await page.goto(links.edit);
    expect(gone?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFound);
  });
}

test('a mail program unsubscribes with the one-click POST of RFC 8058', async ({ request }) => {
  const address = uniqueAddress('one-click');
  const subscribed = await request.post(`${site}/nl/ajax/notifications`, {
    headers: { origin: site, 'content-type': 'application/json' },
    data: {
      email: address,
      locale: 'nl',
      criteria: {},
      privacy: true,
      'g-recaptcha-response': 'e2e-captcha-token',
    },
  });
  expect(subscribed.status()).toBe(201);
  const mail = await waitForMail(address, languages.nl.mailKind);
  const { edit } = linksIn(mail, 'nl', languages.nl);
  const token = edit.split('/').at(-1);

  const cancelled = await request.post(`${site}/nl/ajax/notifications/unsubscribe/${token}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(cancelled.status()).toBe(200);
  expect(await cancelled.json()).toEqual({ outcome: 'cancelled' });
  expect((await request.get(edit)).status()).toBe(404);
});

test('the choice of news and frequency on the edit page is accessible, its error included', async ({
  page,
  request,
}) => {
  const address = uniqueAddress('kinds');
  const subscribed = await request.post(`${site}/nl/ajax/notifications`, {
    headers: { origin: site, 'content-type': 'application/json' },
    data: { email: address, locale: 'nl', criteria: {}, privacy: true, 'g-recaptcha-response': 'e2e' },
  });
  expect(subscribed.status()).toBe(201);
  const { edit } = linksIn(await waitForMail(address, languages.nl.mailKind), 'nl', languages.nl);
  await page.goto(edit);
  const kinds = page.getByRole('group', { name: 'Stuur mij' });
  const axe = async () =>
    (
      await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
    ).violations.map((violation) => violation.id);
  expect(await axe()).toEqual([]);
  for (const box of await kinds.getByRole('checkbox').all()) await box.uncheck();
  await page.getByRole('button', { name: languages.nl.save }).click();
  await expect(kinds).toHaveAccessibleDescription(/Kies minstens één soort e-mail/);
  expect(await axe()).toEqual([]);
});

test('the notifications endpoint refuses bad requests', async ({ request }) => {
  const post = (data: string, headers: Record<string, string> = {}) =>
    request.post(`${site}/nl/ajax/notifications`, {
      headers: { origin: site, 'content-type': 'application/json', ...headers },
      data,
    });
  const valid = { email: 'an@example.be', locale: 'nl', criteria: {}, 'g-recaptcha-response': 'token' };
  const noConsent = await post(JSON.stringify(valid));
  expect(noConsent.status()).toBe(400);
  expect(await noConsent.json()).toMatchObject({ error: { fields: { privacy: expect.any(String) } } });
  expect((await post('{"email":')).status()).toBe(400);
  expect((await post(JSON.stringify(valid), { origin: 'https://elsewhere.example' })).status()).toBe(403);
  expect((await post('email=an', { 'content-type': 'application/x-www-form-urlencoded' })).status()).toBe(
    415,
  );
});
