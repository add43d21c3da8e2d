import 'server-only';
import { rentalPhotoPath } from '@/domain/rental';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { buildLocalizedPath } from '@/i18n/paths';

/** The absolute address of a unit's detail page in a language, on the site at `siteUrl`. */
export function rentalDetailUrl(siteUrl: string, id: string | number, locale: Locale): string {
  return `${siteUrl}${buildLocalizedPath('holiday', locale, { rentalUnitId: id })}`;
}

/** The detail page in every language, plus x-default (the default language), for hreflang. */
export function rentalDetailAlternates(siteUrl: string, id: string | number): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = rentalDetailUrl(siteUrl, id, locale);
  languages['x-default'] = rentalDetailUrl(siteUrl, id, defaultLocale);
  return languages;
}

/** A photo address that works outside the page (search engines, shared links). */
export function absolutePhotoUrl(siteUrl: string, url: string): string {
  const path = rentalPhotoPath(url);
  return path.startsWith('/') ? `${siteUrl}${path}` : path;
}
