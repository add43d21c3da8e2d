import { VIEW_TYPES } from './constants';
import {
  amountValue,
  bedroomsValue,
  countryValue,
  geoRangeValue,
  groupValue,
  idValue,
  mapBoundsValue,
  minimumCountValue,
  sortOrderValue,
  sortTypeValue,
  viewValue,
  type ValueReader,
} from './filter-values';
import {
  EXPLICIT_SORT_ORDER,
  effectiveSort,
  isDefaultSort,
  withoutEmptyValues,
  type FilterKey,
  type SearchFilters,
} from './search-filters';

/** URLSearchParams, or the plain object a Next page receives as `searchParams`. */
export type SearchParamsInput =
  URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

function valuesOf(params: SearchParamsInput, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : [...value];
}

function nonEmpty(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value !== '');
}

/** The first non-empty value, read by its reader; nothing when it does not pass. */
function single<T>(read: ValueReader<T>, values: readonly string[]): T | undefined {
  const [first] = nonEmpty(values);
  return first === undefined ? undefined : read(first);
}

/** Repeated keys and comma-separated values alike; bad items are left out, duplicates once. */
function idList(values: readonly string[]): number[] | undefined {
  const ids = nonEmpty(values.flatMap((value) => value.split(',')))
    .map(idValue)
    .filter((id) => id !== undefined);
  return ids.length > 0 ? [...new Set(ids)] : undefined;
}

/** A price range typed the wrong way round is read as the range the visitor meant. */
function orderedPriceRange(filters: SearchFilters): SearchFilters {
  const min = filters['price-min'];
  const max = filters['price-max'];
  if (min === undefined || max === undefined || min <= max) return filters;
  return { ...filters, 'price-min': max, 'price-max': min };
}

/**
 * Reads the known filter keys of a URL (spec §3, §7) into validated filters. Unknown keys, empty
 * values and bad values are dropped: a tampered or outdated link shows the unfiltered list, never an
 * error page.
 */
export function parseFilters(params: SearchParamsInput): SearchFilters {
  const read = (key: string) => valuesOf(params, key);
  const sortType = single(sortTypeValue, read('sortType'));
  const filters: SearchFilters = {
    country: single(countryValue, read('country')),
    city: idList(read('city')),
    'price-min': single(amountValue, read('price-min')),
    'price-max': single(amountValue, read('price-max')),
    type: idList(read('type')),
    transaction: idList([...read('transaction'), ...read('status')]),
    subType: idList(read('subType')),
    bedrooms: single(bedroomsValue, read('bedrooms')),
    'bed-min': single(minimumCountValue, read('bed-min')),
    geo_range: single(geoRangeValue, read('geo_range')),
    bounds: single(mapBoundsValue, read('bounds')),
    sortType,
    // A sort type without an order is a visitor's pick, which starts ascending (spec §9).
    sortOrder: single(sortOrderValue, read('sortOrder')) ?? (sortType ? EXPLICIT_SORT_ORDER : undefined),
    view: single(viewValue, read('view')),
    group: single(groupValue, read('group')),
  };
  return orderedPriceRange(withoutEmptyValues(filters));
}

/** The order of keys in every URL the site writes, so one filter set has exactly one URL. */
const serializedKeyOrder: readonly FilterKey[] = [
  'country',
  'city',
  'type',
  'subType',
  'transaction',
  'price-min',
  'price-max',
  'bedrooms',
  'bed-min',
  'geo_range',
  'bounds',
  'group',
];

/**
 * Filters -> URL search params in a stable order, leaving out empty values and defaults (date
 * descending, gallery view). Lists are repeated keys (`city=1&city=2`).
 */
export function serializeFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const kept = withoutEmptyValues(filters);
  for (const key of serializedKeyOrder) {
    const value = kept[key];
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  if (!isDefaultSort(kept)) {
    const { sortType, sortOrder } = effectiveSort(kept);
    params.append('sortType', sortType);
    params.append('sortOrder', sortOrder);
  }
  if (kept.view === VIEW_TYPES.MAP) params.append('view', 'map');
  return params;
}
