import type { SearchFilters } from '@/domain/search/search-filters';
import type { FilterChoice } from './listing-types';

/** The same view with every filter cleared: sort, grouping and view stay as the visitor set them. */
export function withoutSelection(filters: SearchFilters): SearchFilters {
  const { sortType, sortOrder, group, view } = filters;
  return { sortType, sortOrder, group, view };
}

/** How many filters narrow the listing (shown on the small-screen "Filters" button). */
export function selectionCount(filters: SearchFilters): number {
  const kept = withoutSelection(filters);
  return Object.entries(filters).filter(([key, value]) => value !== undefined && !(key in kept)).length;
}

/** A list filter as a select value; the ids sorted so a combined choice ('1,5') matches. */
export function choiceOfIds(ids: readonly number[] | undefined): string {
  return [...(ids ?? [])].sort((left, right) => left - right).join(',');
}

/**
 * The filters with only a status the status filter offers: one of its choices (which may stand for
 * the ids of several data sources, '1,5'). Any other selection, from an outdated link or a typed id,
 * is dropped instead of filtering on something the filter cannot name. When the service named no
 * choices at all there is nothing to judge by, and the selection stays.
 */
export function withOfferedTransaction(
  filters: SearchFilters,
  choices: readonly FilterChoice[],
): SearchFilters {
  if (!filters.transaction || choices.length === 0) return filters;
  const chosen = choiceOfIds(filters.transaction);
  if (choices.some((choice) => choice.value === chosen)) return filters;
  const { transaction: _dropped, ...rest } = filters;
  return rest;
}
