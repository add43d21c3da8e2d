import { useSyncExternalStore } from 'react';

/** Where the browser keeps the visitor's favorites: a JSON array of estate ids. */
export const FAVORITES_STORAGE_KEY = 'vitrine.favorites';

type Listener = () => void;

const listeners = new Set<Listener>();
const NO_FAVORITES: readonly number[] = Object.freeze([]);

// The snapshot must keep its identity while the stored text is unchanged, or React re-renders forever.
let cachedText: string | null = null;
let cachedIds: readonly number[] = NO_FAVORITES;

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

function readStoredText(): string | null {
  try {
    return window.localStorage.getItem(FAVORITES_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode, blocked cookies): the visitor then simply has none.
    return null;
  }
}

/** The favorite ids, oldest first. */
export function getFavorites(): readonly number[] {
  const text = readStoredText();
  if (text !== cachedText) {
    cachedText = text;
    cachedIds = parseFavorites(text);
  }
  return cachedIds;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function writeFavorites(ids: readonly number[]): void {
  try {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    return;
  }
  notify();
}

export function isFavorite(id: number): boolean {
  return getFavorites().includes(id);
}

/** Adds the estate when it is not a favorite yet, removes it otherwise; returns the new state. */
export function toggleFavorite(id: number): boolean {
  if (!isEstateId(id)) return false;
  const current = getFavorites();
  const saved = !current.includes(id);
  writeFavorites(saved ? [...current, id] : current.filter((favorite) => favorite !== id));
  return saved;
}

export function removeFavorite(id: number): void {
  const current = getFavorites();
  if (current.includes(id)) writeFavorites(current.filter((favorite) => favorite !== id));
}

function onStorage(event: StorageEvent): void {
  // A null key means another tab cleared the whole storage.
  if (event.key === FAVORITES_STORAGE_KEY || event.key === null) notify();
}

/** Subscribes to changes from this tab and, through the storage event, from the other tabs. */
export function subscribeToFavorites(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

// The server has no storage: it renders "no favorites" and the browser fills them in after hydration.
const getServerFavorites = () => NO_FAVORITES;

/** The visitor's favorite ids, kept up to date in every component that uses them. */
export function useFavorites(): readonly number[] {
  return useSyncExternalStore(subscribeToFavorites, getFavorites, getServerFavorites);
}
