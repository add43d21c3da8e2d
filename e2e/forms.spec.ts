import { expect, test, type APIRequestContext } from './support/test';
import { fillContactForm, openExtraInfoModal } from './support/contact-form';
import { estateForSale } from './support/demo-estates';
import { CAPTCHA_LABEL, stubRecaptcha } from './support/recaptcha';
import { SITE_PORT } from './support/servers';

const site = `http://localhost:${SITE_PORT}`;

const languages = {
  nl: {
    stem: 'aanbod',
    form: 'Stel uw vraag',
    privacy: /Ik ga akkoord met de verwerking/,
    send: 'Verstuur',
    thanks: '/nl/bedankt-pand',
    title: 'Bedankt voor uw vraag',
  },
  fr: {
    stem: 'offre',
    form: 'Posez votre question',
    privacy: /J’accepte le traitement/,
    send: 'Envoyer',
    thanks: '/fr/merci',
    title: 'Merci pour votre demande',
  },
} as const;

for (const [lang, words] of Object.entries(languages)) {
  test(`the property form sends and lands on the thank-you page (${lang})`, async ({ page, request }) => {
    await page.goto(`/${lang}/${words.stem}/${await estateForSale(request)}`);
    const form = await fillContactForm(page, words.form, words.privacy);
    await form.getByRole('button', { name: words.send }).click();
    // The first submission also opens the database of a fresh server, which takes a while.
    await expect(page).toHaveURL(new RegExp(`${words.thanks}$`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
  });
}

test('the more-info modal shows the danger alert when sending fails', async ({ page, request }) => {
  await stubRecaptcha(page);
  await page.route('**/ajax/contact-form-handler', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto(`/nl/aanbod/${await estateForSale(request)}`);
  const dialog = await openExtraInfoModal(page);
  const form = await fillContactForm(page, 'Meer informatie over dit pand', languages.nl.privacy);
  await dialog.getByRole('checkbox', { name: CAPTCHA_LABEL }).check();
  await form.getByRole('button', { name: 'Verstuur' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Uw bericht kon niet verstuurd worden');
});

test.describe('the contact form handler refuses bad requests', () => {
  const valid = { form: 'property', name: 'An', email: 'an@example.be', text: 'Vraag', privacy: true };
  const post = (request: APIRequestContext, data: unknown, headers: Record<string, string> = {}) =>
    request.post(`${site}/nl/ajax/contact-form-handler`, {
      headers: { origin: site, 'content-type': 'application/json', ...headers },
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });

  test('missing consent and a malformed e-mail address: 400', async ({ request }) => {
    expect((await post(request, { ...valid, privacy: undefined })).status()).toBe(400);
    expect((await post(request, { ...valid, email: 'an-at-example' })).status()).toBe(400);
  });

  test('a foreign origin: 403; another content type: 415', async ({ request }) => {
    expect((await post(request, valid, { origin: 'https://elsewhere.example' })).status()).toBe(403);
    expect(
      (await post(request, 'name=An', { 'content-type': 'application/x-www-form-urlencoded' })).status(),
    ).toBe(415);
  });
});
