import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { DEMO_PORT } from './support/servers';

type Group = {
  id: number;
  children: {
    general: { project?: boolean | null; status: string };
    price?: { value?: number | null } | null;
    financial?: { vatRegime?: boolean | null } | null;
  }[];
};

const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;
/** A page loads the calculator's code on demand: on a machine running the whole suite, that takes time. */
const CALCULATOR_LOAD_TIMEOUT = 15_000;

/** An existing home for sale with a public price in a region, from the demo service's own data. */
async function homeForSaleIn(request: APIRequestContext, region: string): Promise<number> {
  const answer = await request.post(`${demo}/estates`, {
    headers: { 'x-site-id': 'demo' },
    data: {
      query: { match: { 'general.status': 'FOR_SALE', 'general.headType.id': 1, 'address.region': region } },
      pagination: { from: 0, size: 30 },
    },
  });
  const { results } = (await answer.json()) as { results: Group[] };
  const found = results.find(({ children: [record] }) =>
    Boolean(
      record && !record.general.project && !record.financial?.vatRegime && (record.price?.value ?? 0) > 0,
    ),
  );
  if (!found) throw new Error(`The demo service has no house for sale in ${region}`);
  return found.id;
}

const languages = {
  nl: {
    stem: 'aanbod',
    heading: 'Wat kost het echt?',
    region: 'Gewest',
    price: 'Prijs',
    ownHome: /enige woning/,
    duties: 'Registratierechten',
    notaryFee: 'Ereloon notaris',
    mortgage: 'Hypotheekinschrijving',
    loan: 'Te lenen bedrag',
    rate: 'Jaarlijkse rentevoet (%)',
    years: 'Looptijd (jaar)',
    monthly: 'Maandelijkse aflossing',
    share: 'Link naar deze berekening',
  },
  fr: {
    stem: 'offre',
    heading: 'Combien cela coûte-t-il vraiment ?',
    region: 'Région',
    price: 'Prix',
    ownHome: /seul logement/,
    duties: "Droits d'enregistrement",
    notaryFee: 'Honoraires du notaire',
    mortgage: 'Inscription hypothécaire',
    loan: 'Montant emprunté',
    rate: "Taux d'intérêt annuel (%)",
    years: 'Durée (années)',
    monthly: 'Mensualité',
    share: 'Lien vers ce calcul',
  },
} as const;
type Words = (typeof languages)[keyof typeof languages];

/**
 * Per region: the price typed and what the 2025 rules make of it for the own home (the worked
 * examples of the unit tests): 2 % in Flanders, 3 % in Wallonia, 12.5 % above 200,000 € in Brussels.
 */
const cases = [
  {
    region: 'flanders',
    price: '300000',
    duties: /\(2 %\)/,
    dutiesAmount: '€ 6.000,00',
    notaryFee: '€ 2.477,65',
  },
  {
    region: 'wallonia',
    price: '350000',
    duties: /\(3 %\)/,
    dutiesAmount: '€ 10.500,00',
    notaryFee: '€ 2.506,15',
  },
  {
    region: 'brussels',
    price: '450000',
    duties: /\(12,5 %.*200\.000/,
    dutiesAmount: '€ 31.250,00',
    notaryFee: '€ 2.563,15',
  },
] as const;

/** A loan of 160,000 € over 30 years at 4.5 %: 802.14 € a month, 2,288 € of mortgage registration. */
const loan = { amount: '160000', rate: '4,5', years: '30', monthly: '€ 802,14', registration: '€ 2.288,00' };

const amountIn = (page: Page, name: string | RegExp) =>
  page.getByRole('row', { name }).getByRole('cell').first();

async function expectFigures(page: Page, words: Words, figures: (typeof cases)[number]) {
  await expect(amountIn(page, new RegExp(`^${words.duties} ${figures.duties.source}`))).toHaveText(
    figures.dutiesAmount,
  );
  await expect(amountIn(page, new RegExp(`^${words.notaryFee}`))).toHaveText(figures.notaryFee);
  await expect(amountIn(page, new RegExp(`^${words.mortgage}`))).toHaveText(loan.registration);
  await expect(amountIn(page, new RegExp(`^${words.monthly}`))).toContainText(loan.monthly);
}

async function canonicalPath(request: APIRequestContext, lang: string, stem: string, id: number) {
  const response = await request.get(`/${lang}/${stem}/${id}`, { maxRedirects: 0 });
  return new URL(response.headers().location ?? '', 'http://site.test').pathname;
}

for (const [lang, words] of Object.entries(languages)) {
  test.describe(`purchase costs in ${lang}`, () => {
    for (const figures of cases) {
      test(`a house in ${figures.region}: the 2025 duties, the notary and the loan, also through a shared link`, async ({
        page,
        request,
        browser,
      }) => {
        const id = await homeForSaleIn(request, figures.region);
        await page.goto(await canonicalPath(request, lang, words.stem, id));
        const section = page.getByRole('region', { name: words.heading });
        await section.scrollIntoViewIfNeeded();
        const region = section.getByRole('combobox', { name: words.region });
        await expect(region).toHaveValue(figures.region);

        await section.getByRole('textbox', { name: words.price, exact: true }).fill(figures.price);
        await expect(section.getByRole('checkbox', { name: words.ownHome })).toBeChecked();
        await section.getByRole('textbox', { name: words.loan }).fill(loan.amount);
        await section.getByRole('textbox', { name: words.rate }).fill(loan.rate);
        await section.getByRole('textbox', { name: words.years }).fill(loan.years);
        await expectFigures(page, words, figures);
        expect(new URL(page.url()).searchParams.get('cost-price')).toBe(figures.price);

        const shared = await section.getByRole('link', { name: words.share }).getAttribute('href');
        const visitor = await browser.newPage();
        await visitor.goto(shared!);
        // The link leads to the calculator, whose code the visitor's page loads only then.
        await expect(visitor.getByRole('row', { name: new RegExp(`^${words.duties}`) })).toBeVisible({
          timeout: CALCULATOR_LOAD_TIMEOUT,
        });
        await expectFigures(visitor, words, figures);
        await visitor.close();
      });
    }

    test('the calculator has no WCAG 2.2 AA violation', async ({ page, request }) => {
      const id = await homeForSaleIn(request, 'brussels');
      await page.goto(
        `${await canonicalPath(request, lang, words.stem, id)}?cost-regime=vat&cost-land=50000`,
      );
      await expect(page.getByRole('table')).toBeVisible();
      const { violations } = await new AxeBuilder({ page })
        .include('#purchase-costs')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(
        violations.map(({ id: rule, nodes }) => ({ rule, nodes: nodes.map((node) => node.target) })),
      ).toEqual([]);
    });
  });
}

test('the calculator loads its code only when the visitor comes near it', async ({ page, request }) => {
  const words = languages.nl;
  const id = await homeForSaleIn(request, 'flanders');
  // Every script the page fetched; the calculator's own code is the one that names its breakdown rows.
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/_next\/static\/.+\.js/.test(response.url())) scripts.push(response.text().catch(() => ''));
  });
  const calculatorLoaded = async () =>
    (await Promise.all(scripts)).some((script) => script.includes('dutiesAbatement'));

  await page.goto(await canonicalPath(request, 'nl', words.stem, id));
  await page.waitForLoadState('networkidle');
  const section = page.getByRole('region', { name: words.heading });
  await expect(section.getByRole('button', { name: 'Kosten berekenen' })).toBeAttached();
  await expect(section.getByRole('table')).toHaveCount(0);
  expect(await calculatorLoaded()).toBe(false);

  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('table', { name: 'Uw kosten' })).toBeVisible();
  expect(await calculatorLoaded()).toBe(true);
});

test('on a phone the German calculator fits the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const id = await homeForSaleIn(request, 'wallonia');
  const path = await canonicalPath(request, 'de', 'angebot', id);
  await page.goto(`${path}?cost-regime=vat&cost-land=80000&cost-loan=200000`);
  const section = page.getByRole('region', { name: 'Was kostet es wirklich?' });
  await expect(section.getByRole('table', { name: 'Ihre Kosten' })).toBeVisible();
  const overflow = await section.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a sold or rented estate shows no calculator', async ({ page, request }) => {
  const answer = await request.post(`${demo}/estates`, {
    headers: { 'x-site-id': 'demo' },
    data: { query: { match: { 'general.status': 'TO_RENT' } }, pagination: { from: 0, size: 1 } },
  });
  const { results } = (await answer.json()) as { results: Group[] };
  expect(results.length, 'the demo service has an estate to rent').toBeGreaterThan(0);
  await page.goto(await canonicalPath(request, 'nl', 'aanbod', results[0]!.id));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: languages.nl.heading })).toHaveCount(0);
});
