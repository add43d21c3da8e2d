import type { EstateGroup, EstateRecord } from '@/content-api/schemas';
import { canonicalSlug } from '@/domain/estate';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { buildLocalizedPath } from '@/i18n/paths';

/** The canonical detail URL of an estate for `Link` and redirects (the contract shared with listings and maps). */
export function estateHref(group: EstateGroup, locale: Locale) {
  return {
    pathname: '/offer/[estateId]/[slug]' as const,
    params: { estateId: String(group.id), slug: canonicalSlug(group, locale) },
  };
}

/** A project unit's canonical URL: the project's URL plus the unit id (spec §2). */
export function unitHref(group: EstateGroup, unit: EstateRecord, locale: Locale) {
  const { params } = estateHref(group, locale);
  return {
    pathname: '/offer/[estateId]/[slug]/[entityId]' as const,
    params: { ...params, entityId: String(unit.general.id) },
  };
}

/** '/fr/offre/12/villa-a-vendre-a-gand' or, for a unit, '/fr/offre/12/…/1201'. */
export function estatePath(group: EstateGroup, locale: Locale, unit?: EstateRecord | null): string {
  return unit
    ? buildLocalizedPath('offerUnit', locale, unitHref(group, unit, locale).params)
    : buildLocalizedPath('offer', locale, estateHref(group, locale).params);
}

export type LanguageUrls = Record<Locale | 'x-default', string>;

/** The absolute URL of the page in every language, each with its own slug, and x-default (the default language). */
export function estateLanguageUrls(
  siteUrl: string,
  group: EstateGroup,
  unit?: EstateRecord | null,
): LanguageUrls {
  const urls = Object.fromEntries(
    locales.map((locale) => [locale, `${siteUrl}${estatePath(group, locale, unit)}`]),
  ) as Record<Locale, string>;
  return { ...urls, 'x-default': urls[defaultLocale] };
}

/** A slug from the address bar matches the canonical one once both are decoded (browsers differ in encoding). */
export function isCanonicalSlug(requested: string, canonical: string): boolean {
  const decode = (slug: string) => {
    try {
      return decodeURIComponent(slug);
    } catch {
      return slug;
    }
  };
  return decode(requested) === decode(canonical);
}
