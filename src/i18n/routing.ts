import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';
import { pathnames } from './pathnames';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  pathnames,
  // hreflang alternates are written by each page's metadata, with each language's own slug.
  alternateLinks: false,
  localeCookie: { name: LOCALE_COOKIE, maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS },
});
