import { expect, test, type APIRequestContext, type Page } from './support/test';
import { waitForMailTo } from './support/mailbox';
import { DEMO_PORT, SITE_PORT } from './support/servers';

const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;
const site = `http://localhost:${SITE_PORT}`;

/** The n-th estate for sale of the demo service: each test books in an agenda of its own. */
async function estateForSale(request: APIRequestContext, index: number): Promise<number> {
  const answer = await request.post(`${demo}/estates`, {
    headers: { 'x-site-id': 'demo' },
    data: { query: { match: { 'general.status': 'FOR_SALE' } }, pagination: { from: 0, size: 10 } },
  });
  const { results } = (await answer.json()) as { results: { id: number }[] };
  const estate = results[index];
  if (!estate) throw new Error('The demo service has too few estates for sale');
  return estate.id;
}

const languages = {
  nl: {
    stem: 'aanbod',
    section: 'Plan een bezoek',
    times: /^Vrije momenten op /,
    fields: { name: 'Naam', email: 'E-mailadres' },
    privacy: /Ik ga akkoord met de verwerking van mijn gegevens om dit bezoek te plannen/,
    book: 'Bezoek vastleggen',
    booked: /^Uw bezoek op .+ is vastgelegd\. We stuurden een bevestiging naar /,
    cancelPath: /http:\/\/localhost:\d+\/nl\/afspraak-annuleren\/[0-9a-f-]{36}/,
    title: 'Uw afspraak annuleren',
    cancel: 'Afspraak annuleren',
    confirm: 'Ja, annuleer het bezoek',
    cancelled: 'Uw afspraak is geannuleerd. Bedankt om het ons te laten weten.',
    already: 'Deze afspraak werd al geannuleerd. U hoeft niets meer te doen.',
  },
  fr: {
    stem: 'offre',
    section: 'Planifier une visite',
    times: /^Moments libres le /,
    fields: { name: 'Nom', email: 'Adresse e-mail' },
    privacy: /J’accepte le traitement de mes données pour planifier cette visite/,
    book: 'Réserver cette visite',
    booked: /^Votre visite du .+ est réservée\. Nous avons envoyé une confirmation à /,
    cancelPath: /http:\/\/localhost:\d+\/fr\/annuler-rendez-vous\/[0-9a-f-]{36}/,
    title: 'Annuler votre rendez-vous',
    cancel: 'Annuler le rendez-vous',
    confirm: 'Oui, annuler la visite',
    cancelled: 'Votre rendez-vous est annulé. Merci de nous avoir prévenus.',
    already: 'Ce rendez-vous a déjà été annulé. Vous n’avez plus rien à faire.',
  },
} as const;

type Words = (typeof languages)[keyof typeof languages];

/** Scrolls to the agenda (which loads it), picks the first free moment and fills in the visitor. */
async function pickFirstMoment(page: Page, words: Words, email: string) {
  const section = page.getByRole('region', { name: words.section });
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('group', { name: words.times }).getByRole('button').first().click();
  await section.getByRole('textbox', { name: words.fields.name }).fill('Lien Maes');
  await section.getByRole('textbox', { name: words.fields.email }).fill(email);
  await section.getByRole('checkbox', { name: words.privacy }).check();
  return section;
}

let estateIndex = 0;
for (const [lang, words] of Object.entries(languages)) {
  const index = estateIndex++;
  test(`a visitor books a visit, gets the mail and cancels it through its link (${lang})`, async ({
    page,
    request,
  }) => {
    const email = `visit-${lang}-${Date.now()}@example.be`;
    await page.goto(`/${lang}/${words.stem}/${await estateForSale(request, index)}`);
    const section = await pickFirstMoment(page, words, email);
    await section.getByRole('button', { name: words.book }).click();
    // The first submission also opens the database of a fresh server, which takes a while.
    await expect(section.getByRole('status')).toHaveText(words.booked, { timeout: 45_000 });

    const mail = await waitForMailTo(email);
    const cancelUrl = mail.match(words.cancelPath)?.[0];
    expect(cancelUrl).toBeTruthy();
    await page.goto(cancelUrl!.replace(/^http:\/\/localhost:\d+/, site));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
    await expect(page.getByText('Lien Maes')).toBeVisible();
    await page.getByRole('button', { name: words.cancel }).click();
    await page.getByRole('button', { name: words.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(words.cancelled);

    await page.reload();
    await expect(page.getByRole('status')).toHaveText(words.already);
    await expect(page.getByRole('button', { name: words.cancel })).toHaveCount(0);
  });
}

test('a moment booked by someone else meanwhile is explained and the moments refresh', async ({
  page,
  request,
}) => {
  const estateId = await estateForSale(request, 2);
  await page.goto(`/nl/aanbod/${estateId}`);
  const section = await pickFirstMoment(page, languages.nl, 'laat@example.be');
  const slots = (await (await request.get(`${site}/nl/ajax/live-agenda/${estateId}`)).json()) as {
    slots: { id: string; start: string }[];
  };
  const first = slots.slots[0]!;
  const taken = await request.post(`${demo}/live-agenda/reservation`, {
    headers: { 'x-site-id': 'demo' },
    data: { agendaId: estateId, slotId: first.id, name: 'Ander', email: 'ander@example.be', locale: 'nl' },
  });
  expect(taken.status()).toBe(201);
  await section.getByRole('button', { name: languages.nl.book }).click();
  await expect(section.getByRole('alert')).toContainText('Iemand boekte dit moment net voor u');
  await expect(section.getByRole('group', { name: languages.nl.times })).toBeVisible();
  const refreshed = (await (await request.get(`${site}/nl/ajax/live-agenda/${estateId}`)).json()) as {
    slots: { id: string }[];
  };
  expect(refreshed.slots.map((slot) => slot.id)).not.toContain(first.id);
});

test('an unknown appointment link is the 404 page, which says what the link was for', async ({ page }) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    const response = await page.goto(`/fr/annuler-rendez-vous/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cette page n'existe pas (ou plus)");
    await expect(page.getByText('Nous ne connaissons pas ce rendez-vous.')).toBeVisible();
  }
});
