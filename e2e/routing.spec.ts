import { expect, test } from './support/test';
import { DEMO_PORT } from './support/servers';

test.describe('language negotiation at /', () => {
  test('sends a visitor without preferences to Dutch', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'accept-language': '' } });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/nl$/);
  });

  test('sends a French browser to French', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.5' },
    });
    expect(response.headers().location).toMatch(/\/fr$/);
  });

  test('prefers the language cookie over the browser language', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'accept-language': 'fr-BE,fr;q=0.9', cookie: 'NEXT_LOCALE=de' },
    });
    expect(response.headers().location).toMatch(/\/de$/);
  });
});

test('a path in another language redirects to the localized one', async ({ request }) => {
  const response = await request.get('/en/favorieten', { maxRedirects: 0 });
  expect([307, 308]).toContain(response.status());
  expect(response.headers().location).toMatch(/\/en\/favorites$/);
});

const homes = [
  { lang: 'nl', menuItem: 'Te koop' },
  { lang: 'fr', menuItem: 'À vendre' },
  { lang: 'en', menuItem: 'For sale' },
  { lang: 'de', menuItem: 'Zu verkaufen' },
] as const;

for (const { lang, menuItem } of homes) {
  test(`/${lang} is rendered on the server in its language`, async ({ request, page }) => {
    const response = await request.get(`/${lang}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(menuItem);

    await page.goto(`/${lang}`);
    const mainMenu = page.getByRole('navigation', { name: /menu|menü/i }).first();
    await expect(mainMenu.getByRole('link', { name: menuItem })).toBeVisible();
  });
}

const legalPages = [
  ['nl', '/privacyverklaring'],
  ['fr', '/declaration-de-confidentialite'],
  ['en', '/privacy-statement'],
  ['de', '/datenschutzerklaerung'],
  ['nl', '/gebruiksvoorwaarden'],
  ['fr', '/conditions-d-utilisation'],
  ['en', '/terms-of-use'],
  ['de', '/nutzungsbedingungen'],
] as const;

for (const [lang, path] of legalPages) {
  test(`/${lang}${path} answers 200 with the content service's text`, async ({ page, request }) => {
    const answer = await request.get(
      `http://127.0.0.1:${DEMO_PORT}/sites/demo/pages/by-url/${encodeURIComponent(path)}`,
      { headers: { 'x-site-id': 'demo', 'accept-language': lang } },
    );
    const servicePage = (await answer.json()) as { title: Record<string, string> };

    const response = await page.goto(`/${lang}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(servicePage.title[lang] ?? '');
    await expect(page.locator('.prose').first()).not.toBeEmpty();
  });
}

test('an unknown path answers the localized 404 page', async ({ page }) => {
  const response = await page.goto('/fr/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cette page n'existe pas (ou plus)");
  await expect(page.getByRole('link', { name: "Vers la page d'accueil" }).last()).toBeVisible();
});
