import 'server-only';
import type { Metadata } from 'next';
import { buildLocalizedPath } from '@/i18n/paths';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';

/**
 * The subscribe page: indexable, with each language at its own path (relative: Next makes it absolute
 * against the layout's metadataBase, the site being served).
 */
export function subscribePageMetadata(locale: Locale, title: string, description: string): Metadata {
  const url = (language: Locale) => buildLocalizedPath('keepMeInformed', language);
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, url(l)]));
  languages['x-default'] = url(defaultLocale);
  return { title, description, alternates: { canonical: url(locale), languages } };
}

/**
 * Pages behind a personal token or reached only after a form: never indexed, and the token never
 * leaks to another site through the Referer header.
 */
export function privatePageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}
