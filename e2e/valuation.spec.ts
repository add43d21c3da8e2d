import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { startSmtpServer, type TestSmtpServer } from '../tests/server/mail/smtp-test-server';
import { countMailsTo, waitForMail } from './support/mailbox';
import { CAPTCHA_LABEL, stubRecaptcha } from './support/recaptcha';
import { deadUpstreamSite } from './support/page-types';
import { readable, serverMailbox } from './support/server-mailbox';
import { DEAD_UPSTREAM_SITE_PORT, DEMO_PORT, LATE_SMTP_PORT, SMTP_DOWN_SITE_PORT } from './support/servers';
import { startSiteInstance, type RunningProcess } from './support/site-instances';

/** The agency of the demo site: its contact address receives the summaries (no AGENCY_MAIL_TO). */
const AGENCY = 'info@vitrine-immo.be';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Owner = {
  path: string;
  words: {
    form: string;
    stepOf: (step: number) => RegExp;
    street: string;
    houseNumber: string;
    box: string;
    next: string;
    back: string;
    submit: string;
    type: string;
    subType: string;
    bedrooms: string;
    livingArea: string;
    condition: string;
    name: string;
    email: string;
    phone: string;
    remarks: string;
    privacy: RegExp;
    sent: string;
  };
  /** How the municipality is given: picked from the city picker, or typed in. */
  city:
    | { pick: string; option: string }
    | { typeIt: string; postalCode: string; cityName: string; zip: string; name: string };
  answers: {
    street: string;
    houseNumber: string;
    box: string;
    type: string;
    subType: string;
    condition: string;
  };
  choices: { intent: string; timeline: string; moment: string };
  /** The lines the agency's summary must hold, in Dutch (the demo site's default language). */
  summary: string[];
  receipt: { subject: string; lines: string[] };
};

const dutch: Owner = {
  path: '/nl/waardebepaling',
  words: {
    form: 'Aanvraag waardebepaling',
    stepOf: (step) => new RegExp(`Stap ${step} van 4`),
    street: 'Straat',
    houseNumber: 'Huisnummer',
    box: 'Bus (optioneel)',
    next: 'Volgende',
    back: 'Vorige',
    submit: 'Waardebepaling aanvragen',
    type: 'Soort pand',
    subType: 'Preciezer (optioneel)',
    bedrooms: 'Aantal slaapkamers',
    livingArea: 'Bewoonbare oppervlakte (m²)',
    condition: 'Staat van het pand',
    name: 'Naam',
    email: 'E-mailadres',
    phone: 'Telefoon',
    remarks: 'Nog iets dat we moeten weten? (optioneel)',
    privacy: /Ik ga akkoord met de verwerking/,
    sent: 'Bedankt, uw aanvraag is verstuurd',
  },
  city: { pick: 'Gent', option: 'Gent (9000)' },
  answers: {
    street: 'Veldstraat',
    houseNumber: '12',
    box: '3',
    type: 'Huis',
    subType: 'Rijwoning',
    condition: 'Goede staat',
  },
  choices: { intent: 'Verkopen', timeline: 'Binnen 6 maanden', moment: '’s Avonds' },
  summary: [
    'Adres: Veldstraat 12, bus 3, 9000 Gent',
    'Soort pand: Huis – Rijwoning',
    'Slaapkamers: 3',
    'Bewoonbare oppervlakte: 140 m²',
    'Staat: Goede staat',
    'Plan: Verkopen',
    'Wanneer: Binnen 6 maanden',
    'Naam: An Peeters',
    'Telefoon: 09 123 45 67',
    'Bellen: ’s Avonds',
    'Taal van de eigenaar: Nederlands',
    'Toestemming privacy: Gegeven',
    '> De keuken is nieuw.',
  ],
  receipt: {
    subject: 'We hebben uw aanvraag voor een waardebepaling ontvangen',
    lines: ['Soort pand: Huis – Rijwoning', 'Staat: Goede staat', 'Bellen: ’s Avonds'],
  },
};

const french: Owner = {
  path: '/fr/estimation',
  words: {
    form: 'Demande d’estimation',
    stepOf: (step) => new RegExp(`Étape ${step} sur 4`),
    street: 'Rue',
    houseNumber: 'Numéro',
    box: 'Boîte (facultatif)',
    next: 'Suivant',
    back: 'Précédent',
    submit: 'Demander une estimation',
    type: 'Type de bien',
    subType: 'Plus précisément (facultatif)',
    bedrooms: 'Nombre de chambres',
    livingArea: 'Surface habitable (m²)',
    condition: 'État du bien',
    name: 'Nom',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    remarks: 'Autre chose à nous dire ? (facultatif)',
    privacy: /J’accepte le traitement/,
    sent: 'Merci, votre demande est envoyée',
  },
  // Lasne has no estate on offer, so the city picker does not know it: the owner types it in.
  city: {
    typeIt: 'Votre commune n’est pas dans la liste ? Indiquez-la vous-même',
    postalCode: 'Code postal',
    cityName: 'Commune',
    zip: '1380',
    name: 'Lasne',
  },
  answers: {
    street: 'Rue de la Station',
    houseNumber: '5',
    box: '',
    type: 'Maison',
    subType: 'Villa',
    condition: 'À rénover',
  },
  choices: { intent: 'Louer', timeline: 'Dans les 3 mois', moment: 'Le matin' },
  summary: [
    'Adres: Rue de la Station 5, 1380 Lasne',
    'Soort pand: Huis – Villa',
    'Slaapkamers: 3',
    'Bewoonbare oppervlakte: 140 m²',
    'Staat: Te renoveren',
    'Plan: Verhuren',
    'Wanneer: Binnen 3 maanden',
    'Naam: An Peeters',
    'Telefoon: 09 123 45 67',
    'Bellen: In de voormiddag',
    'Taal van de eigenaar: Frans',
    'Toestemming privacy: Gegeven',
    '> De keuken is nieuw.',
  ],
  receipt: {
    subject: 'Nous avons bien reçu votre demande d’estimation',
    lines: ['Type de bien: Maison – Villa', 'État: À rénover', 'Projet: Louer', 'Appeler: Le matin'],
  },
};

const uniqueAddress = (lang: string) => `valuation-${lang}-${Date.now()}-${test.info().retry}@example.be`;

/** The step heading, once it has the focus: the visitor and a screen reader are on the new step. */
async function expectStep(page: Page, owner: Owner, step: number) {
  await expect(page.getByRole('heading', { level: 2, name: owner.words.stepOf(step) })).toBeFocused();
}

async function fillAddress(page: Page, owner: Owner) {
  const { words, answers, city } = owner;
  const form = page.getByRole('form', { name: words.form });
  await form.getByRole('textbox', { name: words.street, exact: true }).fill(answers.street);
  await form.getByRole('textbox', { name: words.houseNumber }).fill(answers.houseNumber);
  await form.getByRole('textbox', { name: words.box }).fill(answers.box);
  if ('pick' in city) {
    await form.getByRole('combobox').fill(city.pick);
    await form.getByRole('option', { name: city.option }).click();
  } else {
    await form.getByRole('button', { name: city.typeIt }).click();
    await form.getByRole('textbox', { name: city.postalCode }).fill(city.zip);
    await form.getByRole('textbox', { name: city.cityName, exact: true }).fill(city.name);
  }
  return form;
}

/** Steps 1 to 3, checking on the way that each step takes the focus and that Back keeps the answers. */
async function fillUpToContact(page: Page, owner: Owner) {
  const { words, answers, choices } = owner;
  const form = await fillAddress(page, owner);
  await form.getByRole('button', { name: words.next }).click();
  await expectStep(page, owner, 2);
  await form.getByRole('combobox', { name: words.type }).selectOption({ label: answers.type });
  await form.getByRole('combobox', { name: words.subType }).selectOption({ label: answers.subType });
  await form.getByRole('spinbutton', { name: words.bedrooms }).fill('3');
  await form.getByRole('spinbutton', { name: words.livingArea }).fill('140');
  await form.getByRole('combobox', { name: words.condition }).selectOption({ label: answers.condition });
  await form.getByRole('button', { name: words.back }).click();
  await expectStep(page, owner, 1);
  await expect(form.getByRole('textbox', { name: words.street, exact: true })).toHaveValue(answers.street);
  await form.getByRole('button', { name: words.next }).click();
  await expect(form.getByRole('spinbutton', { name: words.bedrooms })).toHaveValue('3');
  await form.getByRole('button', { name: words.next }).click();
  await expectStep(page, owner, 3);
  await form.getByRole('radio', { name: choices.intent }).check();
  await form.getByRole('radio', { name: choices.timeline }).check();
  await form.getByRole('button', { name: words.next }).click();
  await expectStep(page, owner, 4);
  return form;
}

async function fillContact(page: Page, owner: Owner, email: string) {
  const { words, choices } = owner;
  const form = page.getByRole('form', { name: words.form });
  await form.getByRole('textbox', { name: words.name }).fill('An Peeters');
  await form.getByRole('textbox', { name: words.email }).fill(email);
  await form.getByRole('textbox', { name: words.phone }).fill('09 123 45 67');
  await form.getByRole('radio', { name: choices.moment }).check();
  await form.getByRole('textbox', { name: words.remarks }).fill('De keuken is nieuw.');
  await form.getByRole('checkbox', { name: words.privacy }).check();
  await form.getByRole('checkbox', { name: CAPTCHA_LABEL }).check();
  return form;
}

async function requestValuation(page: Page, owner: Owner, email: string, origin = '') {
  await stubRecaptcha(page);
  await page.goto(`${origin}${owner.path}`);
  await fillUpToContact(page, owner);
  const form = await fillContact(page, owner, email);
  await form.getByRole('button', { name: owner.words.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: owner.words.sent })).toBeFocused();
}

for (const owner of [dutch, french]) {
  const lang = owner.path.slice(1, 3);

  test(`an owner's request (${lang}) reaches the agency with every answer, and the owner's receipt`, async ({
    page,
  }) => {
    const email = uniqueAddress(lang);
    await requestValuation(page, owner, email);

    const summary = await waitForMail(AGENCY, new RegExp(email.replace(/[.]/g, '\\.')));
    expect(summary).toMatch(/^Subject: .*Aanvraag waardebepaling/im);
    expect(summary).toMatch(new RegExp(`^Reply-To: ${email.replace(/[.]/g, '\\.')}`, 'im'));
    for (const line of [...owner.summary, `E-mail: ${email}`]) expect(summary).toContain(line);

    const receipt = await waitForMail(email);
    expect(receipt).toContain(owner.receipt.subject);
    for (const line of owner.receipt.lines) expect(receipt).toContain(line);
    expect(receipt).not.toContain(owner.answers.street);
    expect(await countMailsTo(email)).toBe(1);
  });
}

test('a step shows its errors in the visitor’s language at the fields, and the page has no axe violation', async ({
  page,
}) => {
  await stubRecaptcha(page);
  await page.goto(dutch.path);
  const form = page.getByRole('form', { name: dutch.words.form });
  await expect(page.getByRole('heading', { level: 1, name: 'Wat is mijn woning waard?' })).toBeVisible();
  await form.getByRole('button', { name: dutch.words.next }).click();
  const street = form.getByRole('textbox', { name: dutch.words.street, exact: true });
  await expect(street).toBeFocused();
  await expect(street).toHaveAccessibleDescription('Vul de straat in.');
  await expect(form.getByRole('combobox')).toHaveAccessibleDescription('Kies of vul de gemeente in.');
  await expect(page.getByRole('heading', { level: 2, name: dutch.words.stepOf(1) })).toBeVisible();

  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await fillUpToContact(page, dutch);
  await form.getByRole('button', { name: dutch.words.submit }).click();
  await expect(form.getByRole('textbox', { name: dutch.words.name })).toBeFocused();
  await expect(form.getByText('Vul uw telefoonnummer in, zodat een makelaar u kan bellen.')).toBeVisible();
  const afterErrors = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(afterErrors.violations.map((violation) => violation.id)).toEqual([]);
});

test('a refusal of the server is shown at its field, on its step', async ({ page }) => {
  const email = uniqueAddress('refused');
  await stubRecaptcha(page);
  // A postal code the browser would never let through, as another client could send it.
  await page.route('**/ajax/valuation-request', (route) => {
    const body = route.request().postDataJSON() as { address: Record<string, string> };
    body.address.postalCode = '12';
    return route.continue({ postData: JSON.stringify(body) });
  });
  await page.goto(french.path);
  await fillUpToContact(page, french);
  const form = await fillContact(page, french, email);
  await form.getByRole('button', { name: french.words.submit }).click();

  await expect(page.getByRole('heading', { level: 2, name: french.words.stepOf(1) })).toBeVisible();
  const postalCode = form.getByRole('textbox', { name: 'Code postal' });
  await expect(postalCode).toBeFocused();
  await expect(postalCode).toHaveAccessibleDescription('Indiquez un code postal belge de quatre chiffres.');
  await expect(form.getByRole('textbox', { name: french.words.street, exact: true })).toHaveValue(
    'Rue de la Station',
  );
  expect(await countMailsTo(email)).toBe(0);
});

test('while the content service is down the page still serves, and a request is kept for the agency', async ({
  page,
}) => {
  const email = uniqueAddress('service-down');
  // The municipality is typed: the city picker has no list to search while the service is down.
  await requestValuation(page, french, email, deadUpstreamSite);
  const mailbox = serverMailbox(DEAD_UPSTREAM_SITE_PORT);
  const receipt = await mailbox.waitForMail(email);
  expect(receipt).toContain(french.receipt.subject);
  for (const line of french.receipt.lines) expect(receipt).toContain(line);
  // The agency's summary waits in the outbox for its address, which only the service can give.
  expect(await mailbox.countMailsTo(AGENCY)).toBe(0);
});

test.describe('while the mail server is down', () => {
  test.describe.configure({ mode: 'serial' });
  let site: RunningProcess | null = null;
  let smtp: TestSmtpServer | null = null;

  test.afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  test('requests in two languages are accepted, and delivered to both mailboxes once it is back', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    site = await startSiteInstance(SMTP_DOWN_SITE_PORT, {
      CONTENT_API_URL: `http://127.0.0.1:${DEMO_PORT}`,
      SITE_ID: 'demo',
      SITE_URL: `http://localhost:${SMTP_DOWN_SITE_PORT}`,
      SMTP_URL: `smtp://127.0.0.1:${LATE_SMTP_PORT}`,
      MAIL_POLL_SECONDS: '1',
      MAIL_RETRY_BASE_SECONDS: '1',
    });
    const origin = `http://localhost:${SMTP_DOWN_SITE_PORT}`;
    const owners = [
      { owner: dutch, email: uniqueAddress('smtp-nl') },
      { owner: french, email: uniqueAddress('smtp-fr') },
    ];
    for (const { owner, email } of owners) await requestValuation(page, owner, email, origin);
    await expect
      .poll(() => site!.output(), { timeout: 30_000 })
      .toMatch(/\(valuation-(request|receipt)\) not sent/);

    smtp = await startSmtpServer(LATE_SMTP_PORT);
    const received = (to: string, content: string) =>
      smtp!.received.filter((mail) => mail.to.includes(to) && readable(mail.raw).includes(content));
    for (const { owner, email } of owners) {
      await expect.poll(() => received(AGENCY, email).length, { timeout: 90_000 }).toBe(1);
      const summary = readable(received(AGENCY, email)[0]!.raw);
      for (const line of owner.summary) expect(summary).toContain(line);
      await expect.poll(() => received(email, owner.receipt.lines[0]!).length, { timeout: 90_000 }).toBe(1);
    }
  });
});
