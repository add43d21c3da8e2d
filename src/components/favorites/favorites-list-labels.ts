import type { EstateCardLabels } from '@/components/listing/card-labels';

/** Every word of the favorites list, translated on the server and handed to the client island. */
export type FavoritesListLabels = {
  listLabel: string;
  loading: string;
  emptyTitle: string;
  emptyText: string;
  browse: string;
  goneTitle: string;
  goneText: string;
  removeGone: string;
  failedTitle: string;
  failedText: string;
  retry: string;
  addFavorite: string;
  removeFavorite: string;
  card: EstateCardLabels;
};
