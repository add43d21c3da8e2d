import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { apiErrorTranslator } from './api-messages';
import { errorCodes, RouteError } from './route-error';

/** The first language of the accept-language header that the site speaks, else the default. */
export function preferredLocale(acceptLanguage: string | null): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], quality: quality ? Number(quality) : 1 };
    })
    .filter((entry) => entry.quality > 0)
    .sort((left, right) => right.quality - left.quality);
  return ranked.map((entry) => entry.language).find(isLocale) ?? defaultLocale;
}

/**
 * The language segment of an AJAX URL. An unknown one is a bad request, answered in the language the
 * browser prefers, since the URL cannot tell which one the visitor reads.
 */
export function requireLocale(lang: string, request: Request): Locale {
  if (isLocale(lang)) return lang;
  const fallback = preferredLocale(request.headers.get('accept-language'));
  throw new RouteError(errorCodes.invalidLocale, apiErrorTranslator(fallback)('invalidLocale'), {
    lang: apiErrorTranslator(fallback)('invalidLocale'),
  });
}
