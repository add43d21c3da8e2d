import { useSyncExternalStore } from 'react';
import { parseRecentVisits, withoutVisit, withVisit, type RecentVisit } from './recent-visits';

/** Where the browser keeps the pages the visitor opened: a JSON array of visits, newest first. */
export const RECENT_VISITS_STORAGE_KEY = 'vitrine.recently-viewed';

type Listener = () => void;

const listeners = new Set<Listener>();
const NO_VISITS: readonly RecentVisit[] = Object.freeze([]);

// The snapshot keeps its identity while the stored text is unchanged, or React re-renders forever.
let cachedText: string | null = null;
let cachedVisits: readonly RecentVisit[] = NO_VISITS;

function readStoredText(): string | null {
  try {
    return window.localStorage.getItem(RECENT_VISITS_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode, blocked cookies): nothing is remembered then.
    return null;
  }
}

export function getRecentVisits(): readonly RecentVisit[] {
  const text = readStoredText();
  if (text !== cachedText) {
    cachedText = text;
    cachedVisits = Object.freeze(parseRecentVisits(text));
  }
  return cachedVisits;
}

function writeRecentVisits(visits: readonly RecentVisit[]): void {
  try {
    if (visits.length === 0) window.localStorage.removeItem(RECENT_VISITS_STORAGE_KEY);
    else window.localStorage.setItem(RECENT_VISITS_STORAGE_KEY, JSON.stringify(visits));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

export function recordVisit(visit: RecentVisit): void {
  writeRecentVisits(withVisit(getRecentVisits(), visit));
}

export function forgetVisit(key: string): void {
  writeRecentVisits(withoutVisit(getRecentVisits(), key));
}

export function forgetAllVisits(): void {
  writeRecentVisits(NO_VISITS);
}

function onStorage(event: StorageEvent): void {
  // A null key means another tab cleared the whole storage.
  if (event.key === RECENT_VISITS_STORAGE_KEY || event.key === null) {
    for (const listener of listeners) listener();
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

// The server has no storage: it renders nothing and the browser fills the list in after hydration.
const noVisitsOnTheServer = () => NO_VISITS;

/** The remembered visits, newest first, kept up to date here and from the other tabs. */
export function useRecentVisits(): readonly RecentVisit[] {
  return useSyncExternalStore(subscribe, getRecentVisits, noVisitsOnTheServer);
}
