import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { buildLocalizedPath } from '@/i18n/paths';
import { COMPARE_IDS_PARAM, formatCompareIds } from './compare-selection';

/** The comparison page of these estates in a language, e.g. '/fr/comparer?ids=1001,1002'. */
export function comparePagePath(locale: Locale, ids: readonly number[]): string {
  const path = buildLocalizedPath('compare', locale);
  return ids.length === 0 ? path : `${path}?${COMPARE_IDS_PARAM}=${formatCompareIds(ids)}`;
}

/**
 * Canonical URL and hreflang alternates of a comparison: the same estates in every language, so the
 * language switcher keeps the comparison. Relative: Next resolves them against the site being served.
 */
export function comparePageAlternates(locale: Locale, ids: readonly number[]) {
  const languages: Record<string, string> = Object.fromEntries(
    locales.map((language) => [language, comparePagePath(language, ids)]),
  );
  languages['x-default'] = comparePagePath(defaultLocale, ids);
  return { canonical: comparePagePath(locale, ids), languages };
}
