import type { EstateGroup, EstateListingNode } from '@/content-api/schemas';
import { DEFAULT_VIEW_TYPE, type ViewType } from './constants';

/** The estate list state of spec §3: what a listing shows and what it is busy with. */
export interface EstateListState {
  node: EstateListingNode | null;
  estates: EstateGroup[];
  total: number;
  isLoading: boolean;
  isLoadingNextPage: boolean;
  viewType: ViewType;
  error: Error | null;
}

/** One answer of the estate search, total read from total.value. */
export interface EstatePage {
  results: EstateGroup[];
  total: number;
}

export type EstateListAction =
  | { type: 'loadStart'; node: EstateListingNode }
  | { type: 'loadSuccess'; page: EstatePage }
  | { type: 'loadFailure'; error: Error }
  | { type: 'loadMoreStart' }
  | { type: 'loadMoreSuccess'; page: EstatePage }
  | { type: 'loadMoreFailure'; error: Error }
  | { type: 'changeViewStart'; viewType: ViewType }
  | { type: 'changeViewSuccess'; page: EstatePage }
  | { type: 'changeViewFailure'; error: Error }
  | { type: 'mapLoadSuccess'; page: EstatePage }
  | { type: 'mapLoadFailure'; error: Error };

export const initialEstateListState: EstateListState = {
  node: null,
  estates: [],
  total: 0,
  isLoading: false,
  isLoadingNextPage: false,
  viewType: DEFAULT_VIEW_TYPE,
  error: null,
};

function replaced(state: EstateListState, page: EstatePage): EstateListState {
  return { ...state, estates: page.results, total: page.total, isLoading: false, error: null };
}

/** A failed (re)load shows nothing rather than stale estates: total 0, no results, the error (spec §7, §8). */
function failed(state: EstateListState, error: Error): EstateListState {
  return { ...state, estates: [], total: 0, isLoading: false, error };
}

export function estateListReducer(state: EstateListState, action: EstateListAction): EstateListState {
  switch (action.type) {
    case 'loadStart':
      return { ...state, node: action.node, isLoading: true, error: null };
    case 'changeViewStart':
      return { ...state, viewType: action.viewType, isLoading: true, error: null };
    case 'loadSuccess':
    case 'changeViewSuccess':
    case 'mapLoadSuccess':
      return replaced(state, action.page);
    case 'loadFailure':
    case 'changeViewFailure':
    case 'mapLoadFailure':
      return failed(state, action.error);
    case 'loadMoreStart':
      return { ...state, isLoadingNextPage: true, error: null };
    case 'loadMoreSuccess':
      return {
        ...state,
        estates: [...state.estates, ...action.page.results],
        total: action.page.total,
        isLoadingNextPage: false,
      };
    case 'loadMoreFailure':
      // The pages already shown stay; only the next one is missing.
      return { ...state, isLoadingNextPage: false, error: action.error };
  }
}

/** More pages exist while fewer estates are loaded than the search counted (spec §4). */
export function hasMorePages(state: Pick<EstateListState, 'estates' | 'total'>): boolean {
  return state.estates.length < state.total;
}

/** The next page starts after the estates already loaded. */
export function nextOffset(state: Pick<EstateListState, 'estates'>): number {
  return state.estates.length;
}
