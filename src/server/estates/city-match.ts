import { localize, type FilterLocation, type Locale } from '@/content-api/schemas';

/** What the city autocomplete answers for one location; its centre lets the visitor search around it. */
export type CitySuggestion = {
  id: number;
  zip: string;
  name: string;
  lat: number | null;
  lon: number | null;
};

export const CITY_SUGGESTION_LIMIT = 10;
export const CITY_QUERY_MAX_LENGTH = 60;

/** Lower case, accents off, punctuation as spaces: "Sint-Genesius-Rode" and "sint genesius" meet. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every name a visitor might type for the location: its name and alias in any language. */
function searchableNames(location: FilterLocation): string[] {
  const texts = [...Object.values(location.name), ...Object.values(location.alias ?? {})];
  return texts.map(normalizeForSearch).filter((text) => text !== '');
}

/** Lower is better: exact, then starts with the query, then a word starts with it, then contains it. */
function matchRank(name: string, query: string): number | null {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.split(' ').some((word) => word.startsWith(query))) return 2;
  if (name.includes(query)) return 3;
  return null;
}

/** A zip code is typed from its first digit: "90" means 9000–9099, never 8900. */
function zipRank(zip: string, query: string): number | null {
  if (zip === query) return 0;
  return zip.startsWith(query) ? 1 : null;
}

function bestRank(location: FilterLocation, query: string): number | null {
  const ranks = [
    zipRank(location.zip, query),
    ...searchableNames(location).map((name) => matchRank(name, query)),
  ].filter((rank) => rank !== null);
  return ranks.length > 0 ? Math.min(...ranks) : null;
}

/**
 * The locations whose name, alias or zip matches what the visitor typed, regardless of accents and
 * language, best matches first and then by name in the visitor's language; at most `limit`.
 */
export function matchCities(
  locations: readonly FilterLocation[],
  query: string,
  locale: Locale,
  limit = CITY_SUGGESTION_LIMIT,
): CitySuggestion[] {
  const wanted = normalizeForSearch(query);
  if (wanted === '') return [];
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const seen = new Set<number>();
  return locations
    .flatMap((location) => {
      const rank = bestRank(location, wanted);
      if (rank === null || seen.has(location.id)) return [];
      seen.add(location.id);
      return [
        {
          rank,
          suggestion: {
            id: location.id,
            zip: location.zip,
            name: localize(location.name, locale),
            lat: location.lat,
            lon: location.lon,
          },
        },
      ];
    })
    .sort(
      (left, right) =>
        left.rank - right.rank ||
        collator.compare(left.suggestion.name, right.suggestion.name) ||
        collator.compare(left.suggestion.zip, right.suggestion.zip),
    )
    .slice(0, limit)
    .map(({ suggestion }) => suggestion);
}
