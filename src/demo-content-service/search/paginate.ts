import type { Pagination } from '@/content-api/schemas';

/** One page of an ordered list; without pagination the whole list (the map view asks for that). */
export function paginate<T>(items: readonly T[], pagination: Pagination | undefined): T[] {
  if (!pagination) return [...items];
  return items.slice(pagination.from, pagination.from + pagination.size);
}
