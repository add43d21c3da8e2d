import type { RentalFiltersBody, RentalSearchBody } from '@/content-api/schemas';
import { rentalQuery, type RentalSearchFilters } from './rental-filters';

/** Rental units per page of the listing, as for estates (spec §9). */
export const RENTAL_PAGE_SIZE = 15;

/** The search body of one page of results; `offset` is the number of units already shown. */
export function rentalSearchBody(
  filters: RentalSearchFilters,
  offset = 0,
  size = RENTAL_PAGE_SIZE,
): RentalSearchBody {
  return {
    query: rentalQuery(filters),
    pagination: { from: Math.max(0, Math.trunc(offset)), size: Math.max(1, Math.trunc(size)) },
  };
}

/**
 * The body of the filter-options call. Only the period type narrows the options (weekends start on
 * other days than weeks): narrowing by the visitor's own picks would leave a chosen location as the
 * only one to choose from.
 */
export function rentalFiltersBody(filters: RentalSearchFilters): RentalFiltersBody {
  return { query: filters.periodType ? { periodType: filters.periodType } : {} };
}

/** More results remain while fewer units are shown than the total. */
export function hasMoreRentals(shown: number, total: number): boolean {
  return shown < total;
}
