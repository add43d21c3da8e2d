import 'server-only';
import { collectSitemapEntries } from '@/server/estates/sitemap-entries';
import type { SitemapEntry } from '@/server/estates/sitemap-xml';
import type { Locale } from '@/i18n/locales';
import { loadSite } from '@/server/site-shell';
import { getSiteUrl } from './request-site';

const isIn = (url: string, siteUrl: string, language: string) =>
  url === `${siteUrl}/${language}` || url.startsWith(`${siteUrl}/${language}/`);

/** Only the pages in the languages the site offers, and only those as alternates. */
export function inOfferedLanguages(
  entries: readonly SitemapEntry[],
  siteUrl: string,
  languages: readonly Locale[],
): SitemapEntry[] {
  const offered = (language: string) =>
    language === 'x-default' || (languages as readonly string[]).includes(language);
  return entries
    .filter((entry) => languages.some((language) => isIn(entry.loc, siteUrl, language)))
    .map((entry) => ({
      ...entry,
      alternates: Object.fromEntries(
        Object.entries(entry.alternates).filter(([language]) => offered(language)),
      ),
    }));
}

/** The sitemap of the site being served: its address, its pages, its languages. */
export async function siteSitemapEntries(): Promise<{ siteUrl: string; entries: SitemapEntry[] }> {
  const [siteUrl, site] = await Promise.all([getSiteUrl(), loadSite()]);
  const entries = await collectSitemapEntries(siteUrl);
  return { siteUrl, entries: site ? inOfferedLanguages(entries, siteUrl, site.languages) : entries };
}
