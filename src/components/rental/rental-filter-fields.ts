import type { getTranslations } from 'next-intl/server';
import { rentalFilterParams, type RentalSearchFilters } from '@/domain/rental';
import type { RentalFilterChoices } from '@/server/rental/rental-filter-options';
import type { RentalFilterField } from './filter-fields';

type FilterTranslator = Awaited<ReturnType<typeof getTranslations<'RentalFilters'>>>;

function single(value: number[] | number | string | undefined): string {
  if (Array.isArray(value)) return value.length > 0 ? String(value[0]) : '';
  return value === undefined ? '' : String(value);
}

/** The selects of the filter bar, in the order a holiday guest thinks: where, what, how many, when. */
export function rentalFilterFields(
  filters: RentalSearchFilters,
  choices: RentalFilterChoices,
  t: FilterTranslator,
): RentalFilterField[] {
  return [
    {
      param: rentalFilterParams.location,
      label: t('location'),
      anyLabel: t('allLocations'),
      value: single(filters.location),
      options: choices.location,
    },
    {
      param: rentalFilterParams.city,
      label: t('city'),
      anyLabel: t('allCities'),
      value: single(filters.city),
      options: choices.city,
    },
    {
      param: rentalFilterParams.kind,
      label: t('kind'),
      anyLabel: t('allKinds'),
      value: single(filters.kind),
      options: choices.kind,
    },
    {
      param: rentalFilterParams.guests,
      label: t('guests'),
      anyLabel: t('anyGuests'),
      value: single(filters.guests),
      options: choices.guests,
    },
    {
      param: rentalFilterParams.periodType,
      label: t('periodType'),
      anyLabel: t('anyPeriodType'),
      value: single(filters.periodType),
      options: choices.periodType,
    },
    {
      param: rentalFilterParams.periodStart,
      label: t('periodStart'),
      anyLabel: t('anyPeriodStart'),
      value: single(filters.periodStart),
      groups: choices.periodStart,
    },
  ];
}
