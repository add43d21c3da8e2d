import { useSyncExternalStore } from 'react';
import { storedList } from '@/components/browser-storage/stored-list';
import { MAX_COMPARED, toggleCompared, type SelectionChange } from '@/domain/compare/compare-selection';

/** Where the browser keeps the estates chosen for a comparison: a JSON array of ids, in choice order. */
export const COMPARE_STORAGE_KEY = 'vitrine.compare';

const NOTHING_CHOSEN: readonly number[] = Object.freeze([]);

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

const chosen = storedList(COMPARE_STORAGE_KEY, parseComparedIds);

export const getComparedIds = chosen.get;

/** Chooses the estate or lets it go; a fifth is refused, and the refusal is told to the tray. */
export function toggleComparedEstate(id: number): SelectionChange['outcome'] {
  const change = toggleCompared(getComparedIds(), id);
  if (change.outcome === 'full') {
    refusals += 1;
    chosen.notify();
  } else {
    refusals = 0;
    chosen.write(change.ids);
  }
  return change.outcome;
}

/** Lets one estate go, if it was chosen (removing a column of the comparison page). */
export function forgetComparedEstate(id: number): void {
  const ids = getComparedIds();
  if (!ids.includes(id)) return;
  refusals = 0;
  chosen.write(ids.filter((chosenId) => chosenId !== id));
}

export function clearComparedEstates(): void {
  refusals = 0;
  chosen.write(NOTHING_CHOSEN);
}

const noRefusalOnTheServer = () => 0;

/** The chosen ids, kept up to date in every component that shows them, also from other tabs. */
export const useComparedIds = chosen.useList;

/** How many times in a row a fifth estate was refused: 0 once the visitor changed the selection. */
export function useRefusals(): number {
  return useSyncExternalStore(chosen.subscribe, () => refusals, noRefusalOnTheServer);
}
