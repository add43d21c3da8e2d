import type { EstateFilters } from '@/content-api/schemas';
import { parseFilters, type SearchParamsInput } from './parse-filters';
import {
  DEFAULT_SORT_ORDER,
  DEFAULT_SORT_TYPE,
  EXPLICIT_SORT_ORDER,
  withoutEmptyValues,
  type FilterQuery,
  type SearchFilters,
  type SortOrder,
  type SortType,
} from './search-filters';

/** The estate filter state of spec §3: the chosen filters and the options to choose from. */
export interface FilterState {
  filterQuery: FilterQuery;
  /** Options computed by the service for the current selection; a failed load leaves them empty. */
  options: Partial<EstateFilters> | null;
  isLoading: boolean;
  error: Error | null;
}

export type FilterAction =
  | { type: 'initFromRequest'; searchParams: SearchParamsInput }
  | { type: 'fetchOptionsStart' }
  | { type: 'fetchOptionsSuccess'; options: Partial<EstateFilters> }
  | { type: 'fetchOptionsFailure'; error: Error }
  | { type: 'setSort'; sortType: SortType; sortOrder?: SortOrder }
  | { type: 'setCities'; cities: readonly number[] }
  | { type: 'setTypes'; types: readonly number[] }
  | { type: 'setPriceRange'; min?: number | null; max?: number | null }
  | { type: 'update'; filters: SearchFilters };

export function defaultFilterQuery(): FilterQuery {
  return { sortOrder: DEFAULT_SORT_ORDER, sortType: DEFAULT_SORT_TYPE };
}

export const initialFilterState: FilterState = {
  filterQuery: defaultFilterQuery(),
  options: null,
  isLoading: false,
  error: null,
};

/** The filters as the visitor has them now, always with a sort; empty values never stay (spec §5). */
function withFilters(state: FilterState, filters: SearchFilters): FilterState {
  const merged = withoutEmptyValues({ ...state.filterQuery, ...filters });
  return { ...state, filterQuery: { ...defaultFilterQuery(), ...merged } };
}

/** A price bound the visitor cleared or mistyped is no bound. */
function priceBound(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  switch (action.type) {
    case 'initFromRequest':
      return { ...state, filterQuery: { ...defaultFilterQuery(), ...parseFilters(action.searchParams) } };
    case 'fetchOptionsStart':
      return { ...state, isLoading: true };
    case 'fetchOptionsSuccess':
      return { ...state, isLoading: false, options: action.options, error: null };
    case 'fetchOptionsFailure':
      return { ...state, isLoading: false, error: action.error };
    case 'setSort':
      return withFilters(state, {
        sortType: action.sortType,
        sortOrder: action.sortOrder ?? EXPLICIT_SORT_ORDER,
      });
    case 'setCities':
      return withFilters(state, { city: [...action.cities] });
    case 'setTypes':
      return withFilters(state, { type: [...action.types] });
    case 'setPriceRange':
      return withFilters(state, { 'price-min': priceBound(action.min), 'price-max': priceBound(action.max) });
    case 'update':
      return withFilters(state, action.filters);
  }
}
