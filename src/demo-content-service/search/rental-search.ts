import type { RentalFilters, RentalPeriod, RentalQuery, RentalUnit } from '@/content-api/schemas';
import { periodTypeNames } from '../dataset/rental-places';
import { paginate } from './paginate';
import type { SearchAnswer } from './estate-search';

type PeriodsOf = (unit: RentalUnit) => readonly RentalPeriod[];

const includesId = (ids: number[] | undefined, id: string | number) =>
  !ids || ids.length === 0 || ids.includes(Number(id));

/** Periods of the unit a visitor could still book, narrowed to the chosen period type and start. */
function bookablePeriods(periods: readonly RentalPeriod[], query: RentalQuery): RentalPeriod[] {
  return periods.filter(
    (period) =>
      period.available &&
      (!query.periodType || period.type === query.periodType) &&
      (!query.periodStart || period.start === query.periodStart),
  );
}

function matchesRentalQuery(unit: RentalUnit, periods: readonly RentalPeriod[], query: RentalQuery): boolean {
  const { general } = unit;
  if (!includesId(query.locations, general.location.id)) return false;
  if (!includesId(query.cities, general.city.id)) return false;
  if (!includesId(query.subKinds, general.subKind.id)) return false;
  if (query.minOccupation !== undefined && (general.maxOccupation ?? 0) < query.minOccupation) return false;
  if (query.periodType || query.periodStart) return bookablePeriods(periods, query).length > 0;
  return true;
}

/** Rental search in id order; total counts every match. */
export function searchRentals(
  units: readonly RentalUnit[],
  periodsOf: PeriodsOf,
  body: { query: RentalQuery; pagination?: { from: number; size: number } },
): SearchAnswer<RentalUnit> {
  const matches = units.filter((unit) => matchesRentalQuery(unit, periodsOf(unit), body.query));
  return { total: { value: matches.length }, results: paginate(matches, body.pagination) };
}

function distinctById<T extends { id: string | number }>(items: T[]): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(String(item.id))) seen.set(String(item.id), item);
  return [...seen.values()].sort((left, right) => Number(left.id) - Number(right.id));
}

/** Rental filter options, computed from the units (and their bookable periods) matching the query. */
export function rentalFilterOptions(
  units: readonly RentalUnit[],
  periodsOf: PeriodsOf,
  query: RentalQuery,
): RentalFilters {
  const matches = units.filter((unit) => matchesRentalQuery(unit, periodsOf(unit), query));
  const bookable = matches.flatMap((unit) =>
    bookablePeriods(periodsOf(unit), { periodType: query.periodType }),
  );
  const periodTypes = [...new Set(bookable.map((period) => period.type))];
  const dates = new Map(
    bookable.map((period) => [`${period.start}/${period.end}`, { start: period.start, end: period.end }]),
  );
  return {
    locations: distinctById(
      matches.map(({ general }) => ({ id: general.location.id, name: general.location.name })),
    ),
    subKinds: distinctById(matches.map(({ general }) => general.subKind)),
    maxOccupations: [...new Set(matches.map(({ general }) => general.maxOccupation ?? 0))].sort(
      (a, b) => a - b,
    ),
    cities: distinctById(
      matches.map(({ general, address }) => ({
        id: general.city.id,
        zip: address.city.zip,
        name: general.city.name,
      })),
    ),
    periodTypes: Object.keys(periodTypeNames)
      .filter((type) => periodTypes.includes(type))
      .map((type) => ({ id: type, name: periodTypeNames[type]! })),
    periodStartDates: [...new Set(bookable.map((period) => period.start))].sort(),
    periodDates: [...dates.values()].sort(
      (left, right) => left.start.localeCompare(right.start) || left.end.localeCompare(right.end),
    ),
  };
}
