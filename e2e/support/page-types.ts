import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEAD_UPSTREAM_SITE_PORT, DEMO_PORT } from './servers';

/**
 * One address of every page type of the site in a language, found through the demo content service
 * and the site's own listings so that no estate id is hard-coded. Detail addresses are the short
 * links: the page follows the redirect to the canonical address.
 */
export type PageType = { name: string; path: string };

const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;
export const deadUpstreamSite = `http://localhost:${DEAD_UPSTREAM_SITE_PORT}`;

const paths = {
  nl: {
    stem: 'aanbod',
    privacy: '/nl/privacyverklaring',
    listing: '/nl/te-koop',
    rentals: '/nl/vakantieverhuur',
    rental: /\/nl\/vakantie\/\d+/,
    favorites: '/nl/favorieten',
    thankYou: '/nl/bedankt-pand',
    keepMeInformed: '/nl/hou-me-op-de-hoogte',
    valuation: '/nl/waardebepaling',
  },
  fr: {
    stem: 'offre',
    privacy: '/fr/declaration-de-confidentialite',
    listing: '/fr/a-vendre',
    rentals: '/fr/locations-de-vacances',
    rental: /\/fr\/vacances\/\d+/,
    favorites: '/fr/favoris',
    thankYou: '/fr/merci',
    keepMeInformed: '/fr/tenez-moi-informe',
    valuation: '/fr/estimation',
  },
} as const;

export type PageLanguage = keyof typeof paths;
export const pageLanguages = Object.keys(paths) as PageLanguage[];

type Estate = { id: number; children: { general: { id: number } }[] };

async function firstEstate(request: APIRequestContext, match: Record<string, string | boolean>) {
  const answer = await request.post(`${demo}/estates`, {
    headers: { 'x-site-id': 'demo' },
    data: { query: { match }, pagination: { from: 0, size: 1 } },
  });
  const { results } = (await answer.json()) as { results: Estate[] };
  if (!results[0]) throw new Error(`The demo service has no estate matching ${JSON.stringify(match)}`);
  return results[0];
}

async function firstRentalPath(request: APIRequestContext, lang: PageLanguage) {
  const html = await (await request.get(paths[lang].rentals)).text();
  const found = paths[lang].rental.exec(html);
  if (!found) throw new Error(`${paths[lang].rentals} links to no holiday rental`);
  return found[0];
}

export const PAGE_TYPE_NAMES = [
  'home',
  'CMS page',
  'listing, gallery',
  'listing, map',
  'property detail',
  'project detail',
  'project unit',
  'rental listing',
  'rental detail',
  'favorites',
  'thank-you',
  '404',
  '503',
  'keep me informed',
  'valuation',
] as const;

/** Every page type in `lang`; `keep me informed` only when that page exists in this build. */
export async function pageTypes(request: APIRequestContext, lang: PageLanguage): Promise<PageType[]> {
  const words = paths[lang];
  const house = await firstEstate(request, { 'general.status': 'FOR_SALE', 'general.project': false });
  const project = await firstEstate(request, { 'general.project': true });
  const unit = project.children.at(-1)?.general.id;
  const types: PageType[] = [
    { name: 'home', path: `/${lang}` },
    { name: 'CMS page', path: words.privacy },
    { name: 'listing, gallery', path: words.listing },
    { name: 'listing, map', path: `${words.listing}?view=map` },
    { name: 'property detail', path: `/${lang}/${words.stem}/${house.id}` },
    { name: 'project detail', path: `/${lang}/${words.stem}/${project.id}` },
    { name: 'project unit', path: `/${lang}/${words.stem}/${project.id}/project/${unit}` },
    { name: 'rental listing', path: words.rentals },
    { name: 'rental detail', path: await firstRentalPath(request, lang) },
    { name: 'favorites', path: words.favorites },
    { name: 'valuation', path: words.valuation },
    { name: 'thank-you', path: words.thankYou },
    { name: '404', path: `/${lang}/${lang === 'nl' ? 'bestaat-niet' : 'n-existe-pas'}` },
    { name: '503', path: `${deadUpstreamSite}/${lang}` },
  ];
  const keepMeInformed = await request.get(words.keepMeInformed);
  if (keepMeInformed.ok()) types.push({ name: 'keep me informed', path: words.keepMeInformed });
  return types;
}

const found = new Map<PageLanguage, Promise<PageType[]>>();

/** The address of one page type, or null when this build does not have it (looked up once per worker). */
export async function pagePath(request: APIRequestContext, lang: PageLanguage, name: string) {
  if (!found.has(lang)) found.set(lang, pageTypes(request, lang));
  const types = (await found.get(lang)) ?? [];
  const type = types.find((candidate) => candidate.name === name);
  return type?.path ?? null;
}

/**
 * Waits until a page has loaded what it loads by itself: the network is quiet (the 503 page keeps
 * retrying, so at most a few seconds), and in the map view the map shows its tiles.
 */
export async function settle(page: Page, name: string) {
  await page.waitForLoadState('load');
  await Promise.race([page.waitForLoadState('networkidle'), page.waitForTimeout(5_000)]);
  if (name === 'listing, map') {
    await expect(page.locator('.leaflet-container .leaflet-tile').first()).toBeVisible({ timeout: 20_000 });
  }
}
