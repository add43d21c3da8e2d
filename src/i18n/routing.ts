import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';
import { pathnames } from './pathnames';

/**
 * Remembers, for `/`, the language of the pages a visitor reads. A session cookie: a preference of
 * the site's own interface that ends with the visit needs no consent (README, "Cookies and storage").
 */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  // hreflang alternates are written by each page's metadata, with each language's own slug.
  alternateLinks: false,
  localeCookie: { name: LOCALE_COOKIE },
});
