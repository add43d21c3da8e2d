import { storedList } from '@/components/browser-storage/stored-list';

/** Where the browser keeps the visitor's favorites: a JSON array of estate ids. */
export const FAVORITES_STORAGE_KEY = 'vitrine.favorites';

const NO_FAVORITES: readonly number[] = Object.freeze([]);

function isEstateId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Reads whatever is stored; anything that is not a list of positive integer ids is ignored. */
export function parseFavorites(text: string | null): readonly number[] {
  if (!text) return NO_FAVORITES;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return NO_FAVORITES;
    return Object.freeze([...new Set(parsed.filter(isEstateId))]);
  } catch {
    return NO_FAVORITES;
  }
}

const favorites = storedList(FAVORITES_STORAGE_KEY, parseFavorites);

/** The favorite ids, oldest first. */
export const getFavorites = favorites.get;

export function isFavorite(id: number): boolean {
  return getFavorites().includes(id);
}

/** Adds the estate when it is not a favorite yet, removes it otherwise; returns the new state. */
export function toggleFavorite(id: number): boolean {
  if (!isEstateId(id)) return false;
  const current = getFavorites();
  const saved = !current.includes(id);
  favorites.write(saved ? [...current, id] : current.filter((favorite) => favorite !== id));
  return saved;
}

export function removeFavorite(id: number): void {
  const current = getFavorites();
  if (current.includes(id)) favorites.write(current.filter((favorite) => favorite !== id));
}

/** Subscribes to changes from this tab and, through the storage event, from the other tabs. */
export const subscribeToFavorites = favorites.subscribe;

/** The visitor's favorite ids, kept up to date in every component that uses them. */
export const useFavorites = favorites.useList;
