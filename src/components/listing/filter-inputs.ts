import { withoutEmptyValues, type SearchFilters } from '@/domain/search/search-filters';

/*
 * Helpers of the filter bar that run in the browser. They import only the parts of the search
 * domain that need no schema library, so the listing's first load stays light.
 */

/**
 * The filters after one change (spec §4): the change merges into the current filters and every
 * empty value — an emptied list, a cleared price — drops out.
 */
export function mergeFilters(filters: SearchFilters, changes: SearchFilters): SearchFilters {
  return withoutEmptyValues({ ...filters, ...changes });
}

/** A price as typed: '250.000', '€ 250 000' and '250000' all mean 250000; anything else is no bound. */
export function parsePriceInput(text: string): number | null {
  const digits = text.replace(/[\s.€']/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** Ids of a select's value: '1,5' -> [1, 5]; '' -> []. */
export function idsOfChoice(value: string): number[] {
  return value
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** A list filter as a select value; the ids sorted so a combined choice ('1,5') matches. */
export function choiceOfIds(ids: readonly number[] | undefined): string {
  return [...(ids ?? [])].sort((left, right) => left - right).join(',');
}
