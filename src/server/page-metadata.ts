import 'server-only';
import type { Metadata } from 'next';
import { localize, type Page } from '@/content-api/schemas';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { pagePathIn } from './cms-pages';
import { offeredAlternates, type OfferedLanguages } from './site-languages';
import { loadSite } from './site-shell';

/** While the site is unknown (the service is down), every language is offered, as the shell does. */
const EVERY_LANGUAGE: OfferedLanguages = { languages: [...locales], defaultLanguage: defaultLocale };

// Relative: Next makes it absolute against the layout's metadataBase, the address of the site being
// served (SITE_URL, or the request's host when sites are found by host name).
function pageUrl(locale: Locale, path: string) {
  return `/${locale}${path === '/' ? '' : path}`;
}

/**
 * Title, description, canonical URL and hreflang alternates: each language the site offers with the
 * page's own path in it.
 */
export function cmsPageMetadata(page: Page, locale: Locale, offered = EVERY_LANGUAGE): Metadata {
  const everyLanguage: Record<string, string> = {};
  for (const language of locales) {
    const path = pagePathIn(page, language);
    if (path) everyLanguage[language] = pageUrl(language, path);
  }
  const languages = offeredAlternates(everyLanguage, offered);
  const title = localize(page.title, locale);
  const description = localize(page.description, locale) || undefined;
  return {
    title,
    description,
    alternates: { canonical: languages[locale], languages },
    openGraph: { title, description, locale, type: 'website', url: languages[locale] },
  };
}

/** The metadata of a CMS page (the home, a listing or landing page) on the site being served. */
export async function siteCmsPageMetadata(page: Page, locale: Locale): Promise<Metadata> {
  return cmsPageMetadata(page, locale, (await loadSite()) ?? EVERY_LANGUAGE);
}
