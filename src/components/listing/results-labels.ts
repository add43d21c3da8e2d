import type { EstateCardLabels } from './card-labels';

/** Texts of the results island, translated on the server. */
export type ResultsLabels = {
  heading: string;
  updating: string;
  /** Contains literal `{shown}` and `{total}`. */
  shownOfTotal: string;
  loadMore: string;
  loadingMore: string;
  loadMoreError: string;
  retry: string;
  favoriteAdd: string;
  favoriteRemove: string;
  card: EstateCardLabels;
};
