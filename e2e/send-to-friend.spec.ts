import { expect, test, type APIRequestContext } from './support/test';
import { estateForSale } from './support/demo-estates';
import { countMailsTo, waitForMailTo } from './support/mailbox';
import { CAPTCHA_LABEL, CAPTCHA_TOKEN, stubRecaptcha } from './support/recaptcha';
import { openSendToFriend } from './support/send-to-friend';
import { SITE_PORT } from './support/servers';

const site = `http://localhost:${SITE_PORT}`;

const languages = {
  nl: {
    stem: 'aanbod',
    open: 'Stuur door naar een vriend',
    dialog: 'Stuur dit pand door naar een vriend',
    fields: ['Uw naam', 'Uw e-mailadres', 'E-mailadres van uw vriend', 'Kort bericht (optioneel)'],
    language: 'Taal van uw vriend',
    privacy: /Ik ga akkoord dat mijn gegevens/,
    send: 'Versturen',
    sent: 'Bedankt! Uw vriend ontvangt de e-mail zo meteen.',
    friendLocale: 'fr',
    friendStem: '/fr/offre/',
    friendText: 'a vu ce bien chez',
  },
  fr: {
    stem: 'offre',
    open: 'Envoyer à un ami',
    dialog: 'Envoyer ce bien à un ami',
    fields: [
      'Votre nom',
      'Votre adresse e-mail',
      'Adresse e-mail de votre ami',
      'Court message (facultatif)',
    ],
    language: 'Langue de votre ami',
    privacy: /J’accepte que mes données/,
    send: 'Envoyer',
    sent: 'Merci ! Votre ami recevra l’e-mail dans un instant.',
    friendLocale: 'nl',
    friendStem: '/nl/aanbod/',
    friendText: 'zag dit pand bij',
  },
} as const;

for (const [lang, words] of Object.entries(languages)) {
  test(`a visitor sends a listing to a friend, in the friend's language (${lang})`, async ({
    page,
    request,
  }) => {
    await stubRecaptcha(page);
    const estateId = await estateForSale(request);
    const friend = `friend-${lang}-${Date.now()}@example.be`;
    await page.goto(`/${lang}/${words.stem}/${estateId}`);
    const dialog = await openSendToFriend(page, words.open, words.dialog);
    const [name, email, friendEmail, message] = words.fields;
    await dialog.getByRole('textbox', { name }).fill('Sam Peeters');
    await dialog.getByRole('textbox', { name: email }).fill('sam@example.be');
    await dialog.getByRole('textbox', { name: friendEmail }).fill(friend);
    await dialog.getByRole('combobox', { name: words.language }).selectOption(words.friendLocale);
    await dialog.getByRole('textbox', { name: message }).fill('Prijs < 400.000 & tuin!');
    await dialog.getByRole('checkbox', { name: words.privacy }).check();
    await dialog.getByRole('checkbox', { name: CAPTCHA_LABEL }).check();
    await dialog.getByRole('button', { name: words.send }).click();
    // The first submission also opens the database of a fresh server, which takes a while.
    await expect(dialog.getByRole('status')).toHaveText(words.sent, { timeout: 45_000 });

    const mail = await waitForMailTo(friend);
    expect(mail).toContain(words.friendStem + String(estateId));
    expect(mail).toContain(words.friendText);
    expect(mail).toMatch(/<img [^>]*src=/);
    // The visitor's words arrive as text, never as markup.
    expect(mail).toContain('Prijs &lt; 400.000 &amp; tuin!');
  });
}

test('several friend addresses are refused in the browser and nothing is sent', async ({ page, request }) => {
  await stubRecaptcha(page);
  let posted = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('/ajax/send-to-a-friend')) posted += 1;
  });
  await page.goto(`/nl/aanbod/${await estateForSale(request)}`);
  const dialog = await openSendToFriend(page, languages.nl.open, languages.nl.dialog);
  await dialog.getByRole('textbox', { name: 'Uw naam' }).fill('Sam');
  await dialog.getByRole('textbox', { name: 'Uw e-mailadres' }).fill('sam@example.be');
  const friends = dialog.getByRole('textbox', { name: 'E-mailadres van uw vriend' });
  await friends.fill('een@example.be, twee@example.be');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(dialog.getByText('Vul slechts één e-mailadres in.')).toBeVisible();
  await expect(friends).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Geef uw toestemming.')).toBeVisible();
  expect(posted).toBe(0);
});

test.describe('the send-to-a-friend handler refuses bad requests', () => {
  const valid = {
    name: 'Sam',
    email: 'sam@example.be',
    friendEmail: 'friend@example.be',
    locale: 'nl',
    privacy: true,
    estateId: 1001,
    'g-recaptcha-response': CAPTCHA_TOKEN,
  };
  const post = (
    request: APIRequestContext,
    data: unknown,
    address: string,
    headers: Record<string, string> = {},
  ) =>
    request.post(`${site}/fr/ajax/send-to-a-friend`, {
      headers: { origin: site, 'content-type': 'application/json', 'x-real-ip': address, ...headers },
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });

  test('bad fields: 400 with per-field messages in the visitor language, nothing sent', async ({
    request,
  }) => {
    const address = '198.51.100.1';
    const fields = async (data: unknown) => {
      const answer = await post(request, data, address);
      expect(answer.status()).toBe(400);
      return ((await answer.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect(await fields({ ...valid, privacy: undefined })).toEqual({
      privacy: 'Veuillez donner votre accord.',
    });
    expect((await fields({ ...valid, email: 'sam-at-example' })).email).toBe(
      'Veuillez indiquer une adresse e-mail valide.',
    );
    const several = 'Veuillez indiquer une seule adresse e-mail.';
    expect((await fields({ ...valid, friendEmail: 'a@example.be,b@example.be' })).friendEmail).toBe(several);
    expect((await fields({ ...valid, friendEmail: ['a@example.be', 'b@example.be'] })).friendEmail).toBe(
      several,
    );
    expect((await fields({ ...valid, bcc: 'c@example.be' })).bcc).toBe('Cette valeur n’est pas valide.');
    expect((await post(request, '{"name": "Sam",', address)).status()).toBe(400);
    expect(await countMailsTo('friend@example.be')).toBe(0);
  });

  test('a 100 KB message: 413; another content type: 415; a foreign origin: 403', async ({ request }) => {
    const address = '198.51.100.2';
    expect((await post(request, { ...valid, message: 'x'.repeat(100 * 1024) }, address)).status()).toBe(413);
    expect(
      (
        await post(request, 'name=Sam', address, { 'content-type': 'application/x-www-form-urlencoded' })
      ).status(),
    ).toBe(415);
    expect((await post(request, valid, address, { origin: 'https://elsewhere.example' })).status()).toBe(403);
  });

  test('the 11th request in a minute from one address: 429', async ({ request }) => {
    const address = '198.51.100.3';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await post(request, { ...valid, privacy: false }, address)).status());
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});
