import { useSyncExternalStore } from 'react';
import { MAX_COMPARED, toggleCompared, type SelectionChange } from '@/domain/compare/compare-selection';

/** Where the browser keeps the estates chosen for a comparison: a JSON array of ids, in choice order. */
export const COMPARE_STORAGE_KEY = 'vitrine.compare';

type Listener = () => void;

const listeners = new Set<Listener>();
const NOTHING_CHOSEN: readonly number[] = Object.freeze([]);

// The snapshot keeps its identity while the stored text is unchanged, or React re-renders forever.
let cachedText: string | null = null;
let cachedIds: readonly number[] = NOTHING_CHOSEN;
/** Bumped each time a fifth estate is refused, so the tray can say why (not kept across reloads). */
let refusals = 0;

function isEstateId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** Whatever is stored, as at most four distinct ids; anything else counts as nothing chosen. */
export function parseComparedIds(text: string | null): readonly number[] {
  if (!text) return NOTHING_CHOSEN;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return NOTHING_CHOSEN;
    return Object.freeze([...new Set(parsed.filter(isEstateId))].slice(0, MAX_COMPARED));
  } catch {
    return NOTHING_CHOSEN;
  }
}

function readStoredText(): string | null {
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode, blocked cookies): nothing is chosen then.
    return null;
  }
}

export function getComparedIds(): readonly number[] {
  const text = readStoredText();
  if (text !== cachedText) {
    cachedText = text;
    cachedIds = parseComparedIds(text);
  }
  return cachedIds;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function writeComparedIds(ids: readonly number[]): void {
  try {
    if (ids.length === 0) window.localStorage.removeItem(COMPARE_STORAGE_KEY);
    else window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    return;
  }
  notify();
}

/** Chooses the estate or lets it go; a fifth is refused, and the refusal is told to the tray. */
export function toggleComparedEstate(id: number): SelectionChange['outcome'] {
  const change = toggleCompared(getComparedIds(), id);
  if (change.outcome === 'full') {
    refusals += 1;
    notify();
  } else {
    refusals = 0;
    writeComparedIds(change.ids);
  }
  return change.outcome;
}

export function clearComparedEstates(): void {
  refusals = 0;
  writeComparedIds(NOTHING_CHOSEN);
}

function onStorage(event: StorageEvent): void {
  // A null key means another tab cleared the whole storage.
  if (event.key === COMPARE_STORAGE_KEY || event.key === null) notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

// The server has no storage: it renders "nothing chosen" and the browser fills in after hydration.
const nothingOnTheServer = () => NOTHING_CHOSEN;
const noRefusalOnTheServer = () => 0;

/** The chosen ids, kept up to date in every component that shows them, also from other tabs. */
export function useComparedIds(): readonly number[] {
  return useSyncExternalStore(subscribe, getComparedIds, nothingOnTheServer);
}

/** How many times in a row a fifth estate was refused: 0 once the visitor changed the selection. */
export function useRefusals(): number {
  return useSyncExternalStore(subscribe, () => refusals, noRefusalOnTheServer);
}
