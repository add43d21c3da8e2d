import 'server-only';
import type { Metadata } from 'next';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { buildLocalizedPath } from '@/i18n/paths';

/**
 * The valuation page: indexable, each language at its own path (relative: Next makes it absolute
 * against the layout's metadataBase, the site being served).
 */
export function valuationPageMetadata(locale: Locale, title: string, description: string): Metadata {
  const url = (language: Locale) => buildLocalizedPath('valuation', language);
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, url(l)]));
  languages['x-default'] = url(defaultLocale);
  return { title, description, alternates: { canonical: url(locale), languages } };
}
