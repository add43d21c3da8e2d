import { describe, expect, it } from 'vitest';
import type { EstateListingNode } from '@/content-api/schemas';
import { VIEW_TYPES } from '@/domain/search/constants';
import {
  estateListReducer,
  hasMorePages,
  initialEstateListState,
  nextOffset,
  type EstateListState,
} from '@/domain/search/estate-list-state';
import { estate } from './estate-fixtures';

const node: EstateListingNode = { kind: 'estates', query: {}, collections: [1] };
const first = estate({ general: { id: 1 } });
const second = estate({ general: { id: 2 } });
const third = estate({ general: { id: 3 } });
const loaded: EstateListState = { ...initialEstateListState, node, estates: [first, second], total: 3 };

describe('estateListReducer', () => {
  it('starts empty in the gallery view', () => {
    expect(initialEstateListState).toEqual({
      node: null,
      estates: [],
      total: 0,
      isLoading: false,
      isLoadingNextPage: false,
      viewType: VIEW_TYPES.GALLERY,
      error: null,
    });
  });

  describe('load', () => {
    it('sets loading, stores the node and clears an old error', () => {
      const state = estateListReducer(
        { ...initialEstateListState, error: new Error('old') },
        { type: 'loadStart', node },
      );
      expect(state).toMatchObject({ node, isLoading: true, error: null });
    });

    it('replaces estates and total on success', () => {
      const state = estateListReducer(
        { ...loaded, isLoading: true },
        {
          type: 'loadSuccess',
          page: { results: [third], total: 1 },
        },
      );
      expect(state).toMatchObject({ estates: [third], total: 1, isLoading: false, error: null });
    });

    it('stores the error and shows nothing on failure', () => {
      const error = new Error('down');
      const state = estateListReducer({ ...loaded, isLoading: true }, { type: 'loadFailure', error });
      expect(state).toMatchObject({ estates: [], total: 0, isLoading: false, error });
    });
  });

  describe('load more', () => {
    it('sets the next-page loading flag', () => {
      expect(estateListReducer(loaded, { type: 'loadMoreStart' }).isLoadingNextPage).toBe(true);
    });

    it('appends the results and updates the total', () => {
      const state = estateListReducer(
        { ...loaded, isLoadingNextPage: true },
        {
          type: 'loadMoreSuccess',
          page: { results: [third], total: 4 },
        },
      );
      expect(state.estates).toEqual([first, second, third]);
      expect(state).toMatchObject({ total: 4, isLoadingNextPage: false });
    });

    it('keeps the pages already shown and stores the error on failure', () => {
      const error = new Error('timeout');
      const state = estateListReducer(
        { ...loaded, isLoadingNextPage: true },
        { type: 'loadMoreFailure', error },
      );
      expect(state).toMatchObject({ estates: [first, second], total: 3, isLoadingNextPage: false, error });
    });
  });

  describe('change view', () => {
    it('stores the view type and sets loading', () => {
      const state = estateListReducer(loaded, { type: 'changeViewStart', viewType: VIEW_TYPES.MAP });
      expect(state).toMatchObject({ viewType: VIEW_TYPES.MAP, isLoading: true });
    });

    it('stores results and total on success', () => {
      const state = estateListReducer(
        { ...loaded, isLoading: true },
        {
          type: 'changeViewSuccess',
          page: { results: [first, second, third], total: 3 },
        },
      );
      expect(state).toMatchObject({ estates: [first, second, third], total: 3, isLoading: false });
    });

    it('stores the error on failure', () => {
      const error = new Error('down');
      const state = estateListReducer({ ...loaded, isLoading: true }, { type: 'changeViewFailure', error });
      expect(state).toMatchObject({ isLoading: false, error, estates: [] });
    });
  });

  describe('map load', () => {
    it('ends in success with every match', () => {
      const state = estateListReducer(
        { ...loaded, isLoading: true, viewType: VIEW_TYPES.MAP },
        {
          type: 'mapLoadSuccess',
          page: { results: [first, second, third], total: 3 },
        },
      );
      expect(state).toMatchObject({ estates: [first, second, third], total: 3, isLoading: false });
      expect(hasMorePages(state)).toBe(false);
    });

    it('ends in failure with the error', () => {
      const error = new Error('down');
      const state = estateListReducer({ ...loaded, isLoading: true }, { type: 'mapLoadFailure', error });
      expect(state).toMatchObject({ isLoading: false, error });
    });
  });
});

describe('hasMorePages', () => {
  it('is true while fewer estates are loaded than the total', () => {
    expect(hasMorePages(loaded)).toBe(true);
  });

  it('is false once every estate is loaded, or when nothing was found', () => {
    expect(hasMorePages({ estates: [first, second, third], total: 3 })).toBe(false);
    expect(hasMorePages(initialEstateListState)).toBe(false);
  });
});

describe('nextOffset', () => {
  it('is the number of estates already loaded', () => {
    expect(nextOffset(loaded)).toBe(2);
    expect(nextOffset(initialEstateListState)).toBe(0);
  });
});
