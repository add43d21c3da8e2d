import { rentalFilterParams, type RentalSearchFilters } from '@/domain/rental';
import type { RentalFilterChoices } from '@/server/rental/rental-filter-options';
import type { RentalFilterField, RentalFilterName } from './filter-fields';

function single(value: number[] | number | string | undefined): string {
  if (Array.isArray(value)) return value.length > 0 ? String(value[0]) : '';
  return value === undefined ? '' : String(value);
}

/** The filters with a flat list of choices; the arrival dates come last, grouped by month. */
const listFilters = ['location', 'city', 'kind', 'guests', 'periodType'] as const;

/**
 * The selects of the filter bar with the URL's values, in the order a holiday guest thinks: where,
 * what, how many, when. Each select names itself from the `RentalFilters` texts.
 */
export function rentalFilterFields(
  filters: RentalSearchFilters,
  choices: RentalFilterChoices,
): RentalFilterField[] {
  const field = (name: RentalFilterName) => ({
    name,
    param: rentalFilterParams[name],
    value: single(filters[name]),
  });
  return [
    ...listFilters.map((name) => ({ ...field(name), options: choices[name] })),
    { ...field('periodStart'), groups: choices.periodStart },
  ];
}
