import type { rentalFilterParams } from '@/domain/rental';

/** A filter of the rental search, which is also the key of its label in the `RentalFilters` texts. */
export type RentalFilterName = keyof typeof rentalFilterParams;

/** The key of each filter's first choice, meaning "no filter". */
export const anyChoiceKeys = {
  location: 'allLocations',
  city: 'allCities',
  kind: 'allKinds',
  guests: 'anyGuests',
  periodType: 'anyPeriodType',
  periodStart: 'anyPeriodStart',
} as const satisfies Record<RentalFilterName, string>;

/** One select of the rental filter bar, its choices already localized. */
export type RentalFilterField = {
  name: RentalFilterName;
  /** The URL key it writes, e.g. 'location' or 'period-start'. */
  param: string;
  value: string;
  options?: { value: string; label: string }[];
  groups?: { label: string; options: { value: string; label: string }[] }[];
};

export type FilterValues = Record<string, string>;

export function fieldValues(fields: readonly RentalFilterField[]): FilterValues {
  return Object.fromEntries(fields.map((field) => [field.param, field.value]));
}

/** The URL query of a selection: filled values only, in the order of the fields. */
export function filterQuery(fields: readonly RentalFilterField[], values: FilterValues): string {
  const params = new URLSearchParams();
  for (const field of fields) {
    const value = values[field.param]?.trim();
    if (value) params.append(field.param, value);
  }
  return params.toString();
}

/** Whether the field offers the value, so a value the service dropped can still be shown. */
export function offersValue(field: RentalFilterField, value: string): boolean {
  return (
    value === '' ||
    (field.options ?? []).some((option) => option.value === value) ||
    (field.groups ?? []).some((group) => group.options.some((option) => option.value === value))
  );
}
