import 'server-only';
import type { Metadata } from 'next';
import { config } from '@/config';
import { localize, type Page } from '@/content-api/schemas';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { pagePathIn } from './cms-pages';

function absoluteUrl(locale: Locale, path: string) {
  return `${config.siteUrl}/${locale}${path === '/' ? '' : path}`;
}

/** Title, description, canonical URL and hreflang alternates (each language with its own path). */
export function cmsPageMetadata(page: Page, locale: Locale): Metadata {
  const languages: Record<string, string> = {};
  for (const language of locales) {
    const path = pagePathIn(page, language);
    if (path) languages[language] = absoluteUrl(language, path);
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
