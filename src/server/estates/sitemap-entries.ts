import 'server-only';
import { getPages, searchEstates, searchRentalUnits } from '@/server/content-service';
import type { EstateGroup, PageSummary, RentalUnit } from '@/content-api/schemas';
import { projectUnits } from '@/domain/estate';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { buildLocalizedPath } from '@/i18n/paths';
import { landingPagesInMenus } from '@/server/landing-pages-sitemap';
import { estateLanguageUrls, type LanguageUrls } from '@/display/estate/estate-paths';
import type { SitemapEntry } from './sitemap-xml';

/** Estates and rental units are fetched in pages of this size, so no single answer grows huge. */
const FETCH_PAGE_SIZE = 100;

/** One entry per language, each listing all languages as alternates. */
function perLanguage(urls: Partial<LanguageUrls>, lastModified?: string): SitemapEntry[] {
  return locales.flatMap((locale) => {
    const loc = urls[locale];
    return loc ? [{ loc, alternates: urls, ...(lastModified && { lastModified }) }] : [];
  });
}

/** Every result of a paged search; a failed page fails the sitemap rather than silently shrinking it. */
async function everyResult<T>(
  search: (from: number) => Promise<{ total: number; results: T[]; error?: Error }>,
): Promise<T[]> {
  const all: T[] = [];
  for (let from = 0; ; from += FETCH_PAGE_SIZE) {
    const page = await search(from);
    if (page.error) throw page.error;
    all.push(...page.results);
    if (page.results.length < FETCH_PAGE_SIZE || all.length >= page.total) return all;
  }
}

function estateEntries(siteUrl: string, group: EstateGroup): SitemapEntry[] {
  const lastModified = group.children[0]?.general.publicationDate.slice(0, 10);
  return [
    ...perLanguage(estateLanguageUrls(siteUrl, group), lastModified),
    ...projectUnits(group).flatMap((unit) =>
      perLanguage(estateLanguageUrls(siteUrl, group, unit), unit.general.publicationDate.slice(0, 10)),
    ),
  ];
}

function rentalEntries(siteUrl: string, unit: RentalUnit): SitemapEntry[] {
  const urls: Partial<LanguageUrls> = {};
  for (const locale of locales) {
    urls[locale] = `${siteUrl}${buildLocalizedPath('holiday', locale, { rentalUnitId: unit.id })}`;
  }
  urls['x-default'] = urls[defaultLocale];
  return perLanguage(urls);
}

function pageUrl(siteUrl: string, locale: Locale, path: string): string {
  return `${siteUrl}/${locale}${path === '/' ? '' : path}`;
}

function pageEntries(siteUrl: string, page: PageSummary): SitemapEntry[] {
  const urls: Partial<LanguageUrls> = {};
  for (const locale of locales) {
    const path = page.url[locale];
    if (path) urls[locale] = pageUrl(siteUrl, locale, path);
  }
  if (urls[defaultLocale]) urls['x-default'] = urls[defaultLocale];
  return perLanguage(urls);
}

/**
 * Every public page in the four languages: CMS pages, the estate landing pages and collections the
 * menus link to, estates and their project units, and holiday rental units, each with its hreflang
 * alternates.
 */
export async function collectSitemapEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const pages = await getPages();
  const [landingPages, estates, rentals] = await Promise.all([
    landingPagesInMenus(pages),
    everyResult<EstateGroup>((from) =>
      searchEstates({
        query: {},
        sort: [{ field: 'general.id', direction: 'ASC' }],
        pagination: { from, size: FETCH_PAGE_SIZE },
      }),
    ),
    everyResult<RentalUnit>((from) =>
      searchRentalUnits({ query: {}, pagination: { from, size: FETCH_PAGE_SIZE } }),
    ),
  ]);
  return [
    ...pages.flatMap((page) => pageEntries(siteUrl, page)),
    ...landingPages.flatMap((page) => pageEntries(siteUrl, page)),
    ...estates.flatMap((group) => estateEntries(siteUrl, group)),
    ...rentals.flatMap((unit) => rentalEntries(siteUrl, unit)),
  ];
}
