import { matchesEstateQuery, type SearchableGroup } from './estate-query';
import { sortEstateGroups } from './estate-sort';
import { paginate } from './paginate';
import type { EstateSearchBody } from '@/content-api/schemas';

export interface SearchAnswer<T> {
  total: { value: number };
  results: T[];
}

/** Filters, sorts and pages estate groups; total counts every match, not just the page. */
export function searchEstates<T extends SearchableGroup>(
  groups: readonly T[],
  input: EstateSearchBody,
): SearchAnswer<T> {
  const matches = groups.filter((group) => matchesEstateQuery(group, input.query));
  const sorted = sortEstateGroups(matches, input.sort ?? []);
  return { total: { value: matches.length }, results: paginate(sorted, input.pagination) };
}
