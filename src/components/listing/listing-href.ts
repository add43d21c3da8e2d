import { serializeFilters } from '@/domain/search/parse-filters';
import type { SearchFilters } from '@/domain/search/search-filters';

/** The listing page at its CMS path with the given filters, as the i18n navigation takes it. */
export type ListingHref = {
  pathname: '/[...path]';
  params: { path: string[] };
  query: Record<string, string | string[]>;
};

/** The query of a filter set: one key per filter, a list for repeated keys, in the stable URL order. */
export function filtersQuery(filters: SearchFilters): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of serializeFilters(filters)) {
    const previous = query[key];
    if (previous === undefined) query[key] = value;
    else query[key] = [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return query;
}

export function listingHref(path: readonly string[], filters: SearchFilters): ListingHref {
  return { pathname: '/[...path]', params: { path: [...path] }, query: filtersQuery(filters) };
}
