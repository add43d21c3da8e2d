import { storedList } from '@/components/browser-storage/stored-list';
import {
  GONE,
  readSavedFavorites,
  sameFavoriteState,
  type FavoriteState,
  type SavedFavorite,
} from '@/domain/favorites/saved-favorite';

/** Where the browser keeps the visitor's favorites: a JSON array of `SavedFavorite`s, oldest first. */
export const FAVORITES_STORAGE_KEY = 'vitrine.favorites';

/** Reads whatever is stored; what is neither a favourite nor an estate id (older lists) is ignored. */
export function parseFavorites(text: string | null): readonly SavedFavorite[] {
  if (!text) return [];
  try {
    return readSavedFavorites(JSON.parse(text));
  } catch {
    return [];
  }
}

const favorites = storedList(FAVORITES_STORAGE_KEY, parseFavorites);

function isEstateId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

// One id list per stored list, so components reading ids keep a stable snapshot.
const idLists = new WeakMap<readonly SavedFavorite[], readonly number[]>();
function idsOf(list: readonly SavedFavorite[]): readonly number[] {
  let ids = idLists.get(list);
  if (!ids) idLists.set(list, (ids = Object.freeze(list.map((favorite) => favorite.id))));
  return ids;
}

/** The favourites with what they remember, oldest first. */
export const getSavedFavorites = favorites.get;

/** The favorite ids, oldest first. */
export function getFavorites(): readonly number[] {
  return idsOf(favorites.get());
}

export function isFavorite(id: number): boolean {
  return getFavorites().includes(id);
}

/**
 * Adds the estate when it is not a favorite yet, remembering `current` (its price and status as
 * shown) to tell later what changed; removes it otherwise. Returns the new state.
 */
export function toggleFavorite(id: number, current?: FavoriteState, now: Date = new Date()): boolean {
  if (!isEstateId(id)) return false;
  const list = favorites.get();
  const saved = !list.some((favorite) => favorite.id === id);
  favorites.write(
    saved
      ? [...list, { id, savedAt: now.toISOString(), ...(current && { saved: current, seen: current }) }]
      : list.filter((favorite) => favorite.id !== id),
  );
  return saved;
}

export function removeFavorite(id: number): void {
  const list = favorites.get();
  if (list.some((favorite) => favorite.id === id))
    favorites.write(list.filter((favorite) => favorite.id !== id));
}

function updateFavorite(id: number, change: (favorite: SavedFavorite) => SavedFavorite): void {
  const list = favorites.get();
  const index = list.findIndex((favorite) => favorite.id === id);
  if (index < 0) return;
  const changed = change(list[index]!);
  if (changed !== list[index]) favorites.write(list.with(index, changed));
}

/**
 * Notes how the site shows a favourite's estate now (or that it is gone). A favourite kept before
 * favourites remembered anything takes this as its state when saved: changes count from here.
 */
export function recordSeen(id: number, now: FavoriteState | typeof GONE): void {
  updateFavorite(id, (favorite) => {
    const saved = favorite.saved ?? (now === GONE ? undefined : now);
    if (sameFavoriteState(favorite.seen, now) && saved === favorite.saved) return favorite;
    return { ...favorite, saved, seen: now };
  });
}

/** The visitor took note of a change: the estate as seen now becomes the state to compare with. */
export function acknowledgeChange(id: number): void {
  updateFavorite(id, (favorite) =>
    favorite.seen && favorite.seen !== GONE ? { ...favorite, saved: favorite.seen } : favorite,
  );
}

/** Subscribes to changes from this tab and, through the storage event, from the other tabs. */
export const subscribeToFavorites = favorites.subscribe;

/** The favourites with what they remember, kept up to date in every component that uses them. */
export const useSavedFavorites = favorites.useList;

/** The visitor's favorite ids, kept up to date in every component that uses them. */
export function useFavorites(): readonly number[] {
  return idsOf(favorites.useList());
}
