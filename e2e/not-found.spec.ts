import { expect, test } from './support/test';
import { MULTI_SITE_PORT } from './support/servers';

// What a crawler or a visitor without JavaScript gets: the HTML the server sends, nothing run.
test.use({ javaScriptEnabled: false });

const UNKNOWN_ESTATE = 987654321;
const UNKNOWN_APPOINTMENT = '00000000-0000-4000-8000-000000000000';
const UNKNOWN_TOKEN = 'f'.repeat(32);

const languages = {
  nl: {
    notFound: 'Deze pagina bestaat niet (meer)',
    linkGone: 'Deze link werkt niet (meer)',
    unknownAppointment: 'We kennen deze afspraak niet.',
    menu: 'Hoofdmenu',
    paths: {
      page: '/nl/deze-pagina-bestaat-niet',
      estate: `/nl/aanbod/${UNKNOWN_ESTATE}/huis-te-koop-in-gent`,
      unit: `/nl/aanbod/${UNKNOWN_ESTATE}/project-in-gent/12`,
      appointment: `/nl/afspraak-annuleren/${UNKNOWN_APPOINTMENT}`,
      subscription: `/nl/hou-me-op-de-hoogte/${UNKNOWN_TOKEN}`,
      unsubscribe: `/nl/hou-me-op-de-hoogte/uitschrijven/${UNKNOWN_TOKEN}`,
    },
  },
  fr: {
    notFound: "Cette page n'existe pas (ou plus)",
    linkGone: 'Ce lien ne fonctionne pas (ou plus)',
    unknownAppointment: 'Nous ne connaissons pas ce rendez-vous.',
    menu: 'Menu principal',
    paths: {
      page: '/fr/cette-page-nexiste-pas',
      estate: `/fr/offre/${UNKNOWN_ESTATE}/maison-a-vendre-a-gand`,
      unit: `/fr/offre/${UNKNOWN_ESTATE}/projet-a-gand/12`,
      appointment: `/fr/annuler-rendez-vous/${UNKNOWN_APPOINTMENT}`,
      subscription: `/fr/tenez-moi-informe/${UNKNOWN_TOKEN}`,
      unsubscribe: `/fr/tenez-moi-informe/desinscription/${UNKNOWN_TOKEN}`,
    },
  },
} as const;

for (const [lang, words] of Object.entries(languages)) {
  for (const [what, path] of Object.entries(words.paths)) {
    test(`an unknown ${what} is a server-rendered 404 page in the site's frame (${lang})`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const heading = what === 'subscription' || what === 'unsubscribe' ? words.linkGone : words.notFound;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (what === 'appointment') await expect(page.getByText(words.unknownAppointment)).toBeVisible();
      await expect(page.getByRole('navigation', { name: words.menu })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
}

test('a path outside any language is the 404 page in the site’s language, for each site by its host', async ({
  page,
}) => {
  for (const host of ['localhost', '127.0.0.1', 'kust.localhost']) {
    const response = await page.goto(`http://${host}:${MULTI_SITE_PORT}/wp-login.php`);
    expect(response?.status(), host).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(languages.nl.notFound);
    await expect(page.getByRole('navigation', { name: languages.nl.menu })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
});

test('a page that exists still answers 200, after a 404 on the same server', async ({ request }) => {
  expect((await request.get('/nl/deze-pagina-bestaat-niet')).status()).toBe(404);
  const home = await request.get('/nl');
  expect(home.status()).toBe(200);
  expect(await home.text()).not.toContain('<h1 id="status-title">');
});
