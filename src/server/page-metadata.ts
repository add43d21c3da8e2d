import 'server-only';
import type { Metadata } from 'next';
import { localize, type Page } from '@/content-api/schemas';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { pagePathIn } from './cms-pages';

// Relative: Next makes it absolute against the layout's metadataBase, the address of the site being
// served (SITE_URL, or the request's host when one deployment serves several sites).
function pageUrl(locale: Locale, path: string) {
  return `/${locale}${path === '/' ? '' : path}`;
}

/** Title, description, canonical URL and hreflang alternates (each language with its own path). */
export function cmsPageMetadata(page: Page, locale: Locale): Metadata {
  const languages: Record<string, string> = {};
  for (const language of locales) {
    const path = pagePathIn(page, language);
    if (path) languages[language] = pageUrl(language, path);
  }
  const defaultUrl = languages[defaultLocale];
  if (defaultUrl) languages['x-default'] = defaultUrl;
  const title = localize(page.title, locale);
  const description = localize(page.description, locale) || undefined;
  return {
    title,
    description,
    alternates: { canonical: languages[locale], languages },
    openGraph: { title, description, locale, type: 'website', url: languages[locale] },
  };
}
