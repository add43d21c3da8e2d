import { useSyncExternalStore } from 'react';

/**
 * The period a visitor picked in the availability list, shared with the reservation form on the
 * same page. It lives only as long as the page: nothing to remember across visits.
 */
type Selection = { periodId: string; sequence: number } | null;

let selection: Selection = null;
const listeners = new Set<() => void>();

export function choosePeriod(periodId: string): void {
  // The sequence makes choosing the same period twice a new event (the form focuses again).
  selection = { periodId, sequence: (selection?.sequence ?? 0) + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChosenPeriod(): Selection {
  return useSyncExternalStore(
    subscribe,
    () => selection,
    () => null,
  );
}
