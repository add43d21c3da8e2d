import 'server-only';
import { getMenus } from '@/server/content-service';
import { menuTypes, type MenuItem, type Page, type PageSummary } from '@/content-api/schemas';
import { locales, type Locale } from '@/i18n/locales';
import { loadLandingOrCollection } from './landing-pages';

function flatten(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

/** A menu link's site path in some language that no CMS page has: a landing page, a collection, … */
function candidatePath(item: MenuItem, pages: readonly PageSummary[]): [string, Locale] | null {
  for (const locale of locales) {
    const path = item.href[locale];
    if (!path || !path.startsWith('/') || path === '/') continue;
    if (pages.some((page) => page.url[locale] === path)) return null;
    return [path, locale];
  }
  return null;
}

/**
 * The estate landing pages and collections the site's menus link to, each once, with its own
 * address in every language; a link the service no longer answers is left out.
 */
export async function landingPagesInMenus(pages: readonly PageSummary[]): Promise<Page[]> {
  const menus = (await Promise.all(menuTypes.map((type) => getMenus(type)))).flat();
  const candidates = flatten(menus.flatMap((menu) => menu.items))
    .map((item) => candidatePath(item, pages))
    .filter((candidate) => candidate !== null);
  const found = await Promise.all(candidates.map(([path, locale]) => loadLandingOrCollection(path, locale)));
  const unique = new Map<string, Page>();
  for (const landing of found) {
    if (landing) unique.set(JSON.stringify(landing.page.url), landing.page);
  }
  return [...unique.values()];
}
