import type { RentalQuery } from '@/content-api/schemas';
import type { SearchParamsInput } from '@/domain/search';

/** What a visitor can filter holiday rentals on; every key is optional and absent when unused. */
export type RentalSearchFilters = {
  location?: number[];
  city?: number[];
  kind?: number[];
  guests?: number;
  periodType?: string;
  periodStart?: string;
};

/** The URL key of each filter, in the order every URL the site writes lists them. */
export const rentalFilterParams = {
  location: 'location',
  city: 'city',
  kind: 'kind',
  guests: 'guests',
  periodType: 'period-type',
  periodStart: 'period-start',
} as const satisfies Record<keyof RentalSearchFilters, string>;

// Plain readers, not schemas: the rental listing's browser code parses its URL with them.
type ValueReader<T> = (text: string) => T | undefined;

const wholeNumberIn =
  (min: number, max: number): ValueReader<number> =>
  (text) => {
    const number = text === '' ? NaN : Number(text);
    return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
  };

const idValue = wholeNumberIn(1, Number.MAX_SAFE_INTEGER);
const guestsValue = wholeNumberIn(1, 99);
const periodTypeValue: ValueReader<string> = (text) =>
  /^[a-z][a-z_-]{0,29}$/i.test(text) ? text : undefined;

/** A calendar day 'YYYY-MM-DD' that exists (no 2027-02-30). */
const dayValue: ValueReader<string> = (text) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text) ? text : undefined;
};

function valuesOf(params: SearchParamsInput, key: string): string[] {
  const raw = params instanceof URLSearchParams ? params.getAll(key) : params[key];
  const list = raw === undefined ? [] : typeof raw === 'string' ? [raw] : [...raw];
  return list.map((value) => value.trim()).filter((value) => value !== '');
}

function single<T>(read: ValueReader<T>, values: readonly string[]): T | undefined {
  const [first] = values;
  return first === undefined ? undefined : read(first);
}

/** Repeated keys and comma-separated values alike; bad items are left out, duplicates kept once. */
function idList(values: readonly string[]): number[] | undefined {
  const ids = values
    .flatMap((value) => value.split(','))
    .map((item) => idValue(item.trim()))
    .filter((id) => id !== undefined);
  return ids.length > 0 ? [...new Set(ids)] : undefined;
}

/** Drops the keys without a value, so one selection has one shape (and one URL). */
export function withoutEmptyRentalFilters(filters: RentalSearchFilters): RentalSearchFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  ) as RentalSearchFilters;
}

/**
 * Reads the rental filters of a URL. Unknown keys and bad values are ignored: an outdated or
 * tampered link shows the unfiltered list rather than an error.
 */
export function parseRentalFilters(params: SearchParamsInput): RentalSearchFilters {
  const read = (key: keyof RentalSearchFilters) => valuesOf(params, rentalFilterParams[key]);
  return withoutEmptyRentalFilters({
    location: idList(read('location')),
    city: idList(read('city')),
    kind: idList(read('kind')),
    guests: single(guestsValue, read('guests')),
    periodType: single(periodTypeValue, read('periodType')),
    periodStart: single(dayValue, read('periodStart')),
  });
}

/** Filters -> URL search params in a stable order; lists as repeated keys (`location=1&location=4`). */
export function serializeRentalFilters(filters: RentalSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const kept = withoutEmptyRentalFilters(filters);
  for (const [key, param] of Object.entries(rentalFilterParams) as [keyof RentalSearchFilters, string][]) {
    const value = kept[key];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(param, String(item));
  }
  return params;
}

/** The rental query of the content service (§7 rental-units) for a selection. */
export function rentalQuery(filters: RentalSearchFilters): RentalQuery {
  const kept = withoutEmptyRentalFilters(filters);
  const query: RentalQuery = {};
  if (kept.location) query.locations = kept.location;
  if (kept.city) query.cities = kept.city;
  if (kept.kind) query.subKinds = kept.kind;
  if (kept.guests !== undefined) query.minOccupation = kept.guests;
  if (kept.periodType) query.periodType = kept.periodType;
  if (kept.periodStart) query.periodStart = kept.periodStart;
  return query;
}
