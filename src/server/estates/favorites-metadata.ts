import { buildLocalizedPath } from '@/i18n/paths';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';

/**
 * Canonical URL and hreflang alternates of the favorites page, each language with its own path.
 * Relative: Next makes them absolute against the layout's metadataBase, the site being served.
 */
export function favoritesPageAlternates(locale: Locale) {
  const url = (language: Locale) => buildLocalizedPath('favorites', language);
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((language) => [language, url(language)]),
  );
  languages['x-default'] = url(defaultLocale);
  return { canonical: url(locale), languages };
}
