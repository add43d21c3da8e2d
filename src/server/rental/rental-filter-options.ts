import 'server-only';
import { localize, type Locale, type RentalFilters } from '@/content-api/schemas';
import { formatDate } from '@/domain/estate';
import { formatMonth, isoDay } from '@/domain/rental';
import { rentalTranslator } from './rental-messages';

export type FilterOption = { value: string; label: string };
export type FilterOptionGroup = { label: string; options: FilterOption[] };

/** The choices of each rental filter, localized and ready for a select. */
export type RentalFilterChoices = {
  location: FilterOption[];
  city: FilterOption[];
  kind: FilterOption[];
  guests: FilterOption[];
  periodType: FilterOption[];
  /** Arrival dates grouped by month, so a long list stays readable. */
  periodStart: FilterOptionGroup[];
};

const byLabel = (left: FilterOption, right: FilterOption) => left.label.localeCompare(right.label);

function named(
  items: { id: string | number; name: Parameters<typeof localize>[0] }[] | undefined,
  locale: Locale,
) {
  return (items ?? [])
    .map((item) => ({ value: String(item.id), label: localize(item.name, locale) || String(item.id) }))
    .sort(byLabel);
}

/** 'za 04/07/2026': the weekday helps to tell a weekend from a week. */
function arrivalLabel(day: string, locale: Locale): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
  return `${weekday} ${formatDate(day)}`;
}

function arrivalGroups(dates: string[] | undefined, today: string, locale: Locale): FilterOptionGroup[] {
  const months = new Map<string, FilterOption[]>();
  for (const date of [...new Set((dates ?? []).map(isoDay))].filter((day) => day >= today).sort()) {
    const month = date.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), { value: date, label: arrivalLabel(date, locale) }]);
  }
  return [...months.entries()].map(([month, options]) => ({ label: formatMonth(month, locale), options }));
}

/** Turns the service's rental filter data (§3) into the choices the filter bar offers. */
export function rentalFilterChoices(
  filters: Partial<RentalFilters>,
  locale: Locale,
  today: string,
): RentalFilterChoices {
  const t = rentalTranslator(locale);
  const mostGuests = Math.max(0, ...(filters.maxOccupations ?? []));
  return {
    location: named(filters.locations, locale),
    city: (filters.cities ?? [])
      .map((city) => ({ value: String(city.id), label: localize(city.name, locale) || city.zip }))
      .sort(byLabel),
    kind: named(filters.subKinds, locale),
    guests: Array.from({ length: Math.min(mostGuests, 99) }, (_, index) => ({
      value: String(index + 1),
      label: t('RentalFilters.guestsOption', { count: index + 1 }),
    })),
    periodType: (filters.periodTypes ?? []).map((type) => ({
      value: type.id,
      label: localize(type.name, locale) || type.id,
    })),
    periodStart: arrivalGroups(filters.periodStartDates, today, locale),
  };
}
