import type { StatusBadge } from '@/domain/search/transaction-status';
import { GONE, type FavoriteState, type SavedFavorite } from './saved-favorite';

/** Statuses of an estate no longer on offer. */
const closedStatuses = ['sold', 'rented', 'taken-over'] as const satisfies readonly StatusBadge[];
export type ClosedStatus = (typeof closedStatuses)[number];

function isClosed(status: StatusBadge): status is ClosedStatus {
  return (closedStatuses as readonly StatusBadge[]).includes(status);
}

/** What happened to a favourite's estate since it was saved, as the visitor would want to hear it. */
export type FavoriteChange =
  | { kind: 'gone' }
  | { kind: 'closed'; status: ClosedStatus }
  | { kind: 'priceLowered'; previous: number; current: number };

/**
 * The change between the estate as saved and as now (`now`, else as last seen): gone from the
 * service, sold or rented (closed) while it was on offer, or a lower price. One at most: a sold
 * estate's price no longer matters. Null when nothing changed or nothing is known to compare.
 */
export function favoriteChange(
  favorite: SavedFavorite,
  now: FavoriteState | typeof GONE | undefined = favorite.seen,
): FavoriteChange | null {
  const { saved } = favorite;
  if (!saved || now === undefined) return null;
  if (now === GONE) return { kind: 'gone' };
  if (isClosed(now.status)) return isClosed(saved.status) ? null : { kind: 'closed', status: now.status };
  if (saved.price !== null && now.price !== null && now.price < saved.price) {
    return { kind: 'priceLowered', previous: saved.price, current: now.price };
  }
  return null;
}

/** How many favourites changed since they were saved: what the navbar's link signals. */
export function countChangedFavorites(favorites: readonly SavedFavorite[]): number {
  return favorites.filter((favorite) => favoriteChange(favorite) !== null).length;
}
