import { expect, test, type APIRequestContext } from './support/test';
import { PAGE_TYPE_NAMES, pagePath } from './support/page-types';

/**
 * The header's language links lead to the very addresses the page names as its hreflang alternates,
 * each answering 200 at once: no link to a slug of another language that then redirects.
 */

const switcherLabels = { nl: 'Taal', fr: 'Langue', en: 'Language', de: 'Sprache' } as const;
type Language = keyof typeof switcherLabels;
const languages = Object.keys(switcherLabels) as Language[];

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? null;

/** hreflang -> path of the page's `<link rel="alternate">` elements (x-default left out). */
function hreflangAlternates(html: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link\s[^>]*rel="alternate"[^>]*>/g)) {
    const language = attribute(tag, 'hrefLang');
    const href = attribute(tag, 'href');
    if (language && href && language !== 'x-default') alternates[language] = new URL(href).pathname;
  }
  return alternates;
}

/** language -> href of the links in the header's language switcher, as the server sent them. */
function switcherLinks(html: string, lang: Language): Record<string, string> {
  const nav = new RegExp(`<nav aria-label="${switcherLabels[lang]}"[^>]*>(.*?)</nav>`, 's').exec(html);
  expect(nav, `the ${lang} page has a language switcher`).not.toBeNull();
  const links: Record<string, string> = {};
  for (const [tag] of (nav?.[1] ?? '').matchAll(/<a\s[^>]*>/g)) {
    const language = attribute(tag, 'hrefLang');
    const href = attribute(tag, 'href');
    if (language && href) links[language] = href;
  }
  return links;
}

/** The path a page type ends up at in Dutch (detail short links redirect to the canonical address). */
async function dutchAddress(request: APIRequestContext, name: string) {
  const path = await pagePath(request, 'nl', name);
  if (!path) throw new Error(`No ${name} page in this build`);
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const url = new URL(response.url());
  return `${url.pathname}${url.search}`;
}

async function menuPages(request: APIRequestContext) {
  const html = await (await request.get('/nl')).text();
  const paths = new Set<string>();
  for (const [, href] of html.matchAll(/<a\s[^>]*href="(\/nl\/[^"#?]+)"/g)) if (href) paths.add(href);
  return [...paths];
}

// Every page type with hreflang alternates: not the thank-you page (below), nor the 404 and outage pages.
const pageTypeNames = PAGE_TYPE_NAMES.filter((name) => !['thank-you', '404', '503'].includes(name));

async function expectLinksEqualAlternates(request: APIRequestContext, dutchPath: string) {
  const dutch = await (await request.get(dutchPath)).text();
  const alternates = hreflangAlternates(dutch);
  expect(Object.keys(alternates).sort(), `${dutchPath} has an alternate in every language`).toEqual(
    [...languages].sort(),
  );
  for (const lang of languages) {
    const response = await request.get(alternates[lang] ?? '', { maxRedirects: 0 });
    expect(response.status(), alternates[lang]).toBe(200);
    const html = await response.text();
    expect(switcherLinks(html, lang), `language links of ${alternates[lang]}`).toEqual(
      hreflangAlternates(html),
    );
  }
}

test.describe('language links', () => {
  test.describe.configure({ timeout: 120_000 });

  test('on every page type, in every language, equal the hreflang alternates and answer 200', async ({
    request,
  }) => {
    for (const name of pageTypeNames)
      await expectLinksEqualAlternates(request, await dutchAddress(request, name));
  });

  test('on every page the menus link to, equal the hreflang alternates', async ({ request }) => {
    const paths = await menuPages(request);
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) await expectLinksEqualAlternates(request, path);
  });

  test('on a page without alternates lead to the same route in each language, without a redirect', async ({
    request,
  }) => {
    const html = await (await request.get('/nl/bedankt-pand')).text();
    const links = switcherLinks(html, 'nl');
    expect(links).toEqual({ nl: '/nl/bedankt-pand', fr: '/fr/merci', en: '/en/thank-you', de: '/de/danke' });
    for (const href of Object.values(links)) {
      expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
    }
  });

  test('follow the page after a client-side navigation, and switch without a redirect', async ({ page }) => {
    await page.goto('/nl/te-koop');
    const card = page.locator('main a[href*="/nl/aanbod/"]').first();
    const detailPath = await card.getAttribute('href');
    expect(detailPath).toBeTruthy();
    const documentLoads: string[] = [];
    page.on('load', () => documentLoads.push(page.url()));
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
    expect(documentLoads, 'the detail page opened without a full page load').toEqual([]);

    const switcher = page.getByRole('navigation', { name: 'Taal' });
    await expect(switcher.getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'href',
      detailPath ?? '',
    );
    const alternate = (lang: string) =>
      page.locator(`link[rel="alternate"][hreflang="${lang}"]`).first().getAttribute('href');
    // The page's metadata streams after its content: give it the time a busy machine takes.
    await expect
      .poll(async () => new URL((await alternate('fr')) ?? '', page.url()).pathname, { timeout: 15_000 })
      .toMatch(/^\/fr\/offre\/\d+\//);
    const french = new URL((await alternate('fr')) ?? '', page.url()).pathname;
    await expect(switcher.getByRole('link', { name: 'Français' })).toHaveAttribute('href', french);

    const redirects: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 300 && response.status() < 400) redirects.push(response.url());
    });
    await switcher.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`${french}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(redirects).toEqual([]);
  });
});
