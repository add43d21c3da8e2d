import type { SearchFilters } from '@/domain/search/search-filters';

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
