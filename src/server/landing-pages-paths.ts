import type { EstateListingNode, LocalizedString } from '@/content-api/schemas';
import { localize } from '@/content-api/schemas';
import { slugify } from '@/domain/estate';
import { locales, type Locale } from '@/i18n/locales';

export type LocalizedPaths = Partial<Record<Locale, string>>;

/** The first path segment of a collection page in each language: /collectie/3/nieuwbouw … */
export const collectionStems: Record<Locale, string> = {
  nl: 'collectie',
  fr: 'collection',
  en: 'collection',
  de: 'kollektion',
};

/** '/collectie/3/nieuwbouwprojecten' (nl): a collection's page path, its name as the slug. */
export function collectionPaths(id: number, name: LocalizedString): LocalizedPaths {
  const paths: LocalizedPaths = {};
  for (const locale of locales) {
    const slug = slugify(localize(name, locale));
    paths[locale] = `/${collectionStems[locale]}/${id}${slug ? `/${slug}` : ''}`;
  }
  return paths;
}

/**
 * The collection id a path names ('/collectie/3' or '/collectie/3/…'), else null. Any language's stem
 * is understood, so a switched language still finds the page (and is sent on to its own address).
 */
export function collectionIdOfPath(segments: readonly string[]): number | null {
  const stems: readonly string[] = Object.values(collectionStems);
  if (segments.length < 2 || segments.length > 3 || !stems.includes(segments[0]!)) return null;
  const id = /^\d{1,9}$/.test(segments[1]!) ? Number(segments[1]) : null;
  return id !== null && id > 0 ? id : null;
}

/**
 * A landing page's path per language: the path of the listing page that shows its transaction (its
 * collections) followed by the city's name in that language, e.g. /te-koop/gent, /a-vendre/gand.
 */
export function landingPagePaths(
  transactionPaths: LocalizedPaths,
  cityName: LocalizedString | null,
): LocalizedPaths {
  const paths: LocalizedPaths = {};
  if (!cityName) return paths;
  for (const locale of locales) {
    const stem = transactionPaths[locale];
    const city = slugify(localize(cityName, locale));
    if (stem && stem !== '/' && city) paths[locale] = `${stem}/${city}`;
  }
  return paths;
}

/** Two nodes show the same transaction when they select the same (non-empty) set of collections. */
export function sameCollections(left: EstateListingNode, right: EstateListingNode): boolean {
  const key = (node: EstateListingNode) => [...(node.collections ?? [])].sort((a, b) => a - b).join(',');
  return key(left) !== '' && key(left) === key(right);
}

/** The one city a landing page's query selects, or null when it selects none or several. */
export function landingCityId(node: EstateListingNode): number | null {
  const ids = node.query.terms?.['address.city.id'];
  if (ids?.length !== 1) return null;
  const id = Number(ids[0]);
  return Number.isInteger(id) ? id : null;
}

/** Plain text for a meta description, in every language: tags removed, whitespace folded. */
export function plainTexts(html: LocalizedString): LocalizedString {
  const texts: LocalizedString = {};
  for (const locale of locales) {
    const text = html[locale]
      ?.replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) texts[locale] = text;
  }
  return texts;
}
