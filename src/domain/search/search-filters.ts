import type { GroupKey, SortDirection } from '@/content-api/schemas';
import { LARGE_BEDROOM_OPTION, type ViewType } from './constants';

export const sortTypes = ['price', 'city', 'date', 'type'] as const;
export type SortType = (typeof sortTypes)[number];
export type SortOrder = SortDirection;

/** Exactly 1 to 5 bedrooms, or the large bucket of 6 and more. */
export type BedroomsFilter = number | typeof LARGE_BEDROOM_OPTION;

/**
 * The filters a visitor can set, keyed as they appear in the URL (spec §3, §7). Ids are the content
 * service's numeric ids; `status` in a URL is read as an alias of `transaction` (both select on the
 * transaction id), so only `transaction` is kept.
 */
export interface SearchFilters {
  country?: string;
  city?: number[];
  'price-min'?: number;
  'price-max'?: number;
  type?: number[];
  transaction?: number[];
  subType?: number[];
  bedrooms?: BedroomsFilter;
  'bed-min'?: number;
  /** Kept in its canonical text form `<km>km;<lat>;<lon>`; see geo-range.ts. */
  geo_range?: string;
  /** The searched map area in its canonical text form `<south>,<west>,<north>,<east>`; see map-bounds.ts. */
  bounds?: string;
  sortType?: SortType;
  sortOrder?: SortOrder;
  view?: ViewType;
  group?: GroupKey;
}

export type FilterKey = keyof SearchFilters;

export const DEFAULT_SORT_TYPE: SortType = 'date';
export const DEFAULT_SORT_ORDER: SortOrder = 'DESC';

/** A sort the visitor picks starts ascending (spec §9); only the untouched default runs descending. */
export const EXPLICIT_SORT_ORDER: SortOrder = 'ASC';

/**
 * The sort the filters ask for: nothing chosen is date descending; a sort type without an order is a
 * visitor's choice and so ascending.
 */
export function effectiveSort(filters: Pick<SearchFilters, 'sortType' | 'sortOrder'>): {
  sortType: SortType;
  sortOrder: SortOrder;
} {
  const sortType = filters.sortType ?? DEFAULT_SORT_TYPE;
  const sortOrder = filters.sortOrder ?? (filters.sortType ? EXPLICIT_SORT_ORDER : DEFAULT_SORT_ORDER);
  return { sortType, sortOrder };
}

export function isDefaultSort(filters: Pick<SearchFilters, 'sortType' | 'sortOrder'>): boolean {
  const { sortType, sortOrder } = effectiveSort(filters);
  return sortType === DEFAULT_SORT_TYPE && sortOrder === DEFAULT_SORT_ORDER;
}

/** An empty value is no filter at all (spec §5): undefined, null, '', NaN or an empty list. */
export function isEmptyFilterValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value === 'number') return Number.isNaN(value);
  return Array.isArray(value) && value.length === 0;
}

/** The same filters without their empty values. */
export function withoutEmptyValues<T extends SearchFilters>(filters: T): T {
  const kept = Object.entries(filters).filter(([, value]) => !isEmptyFilterValue(value));
  return Object.fromEntries(kept) as T;
}
