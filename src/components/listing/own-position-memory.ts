'use client';

import { useSyncExternalStore } from 'react';
import type { Position } from './use-own-position';

/*
 * Which point of a range was the visitor's own position, so the filter can say "your location"
 * rather than coordinates, also after a reload. Kept for the browser tab only; a shared link shows
 * the coordinates to whoever opens it.
 */
const storageKey = 'vitrine.own-position';
const listeners = new Set<() => void>();

const keyOf = ({ lat, lon }: Position) => `${lat};${lon}`;

function read(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function rememberOwnPosition(position: Position) {
  try {
    window.sessionStorage.setItem(storageKey, keyOf(position));
  } catch {
    // Storage refused (private mode): the label falls back to the coordinates.
  }
  for (const listener of listeners) listener();
}

/** True when the point is the position the visitor last shared in this tab. */
export function useIsOwnPosition(point: Position | null): boolean {
  const remembered = useSyncExternalStore(subscribe, read, () => null);
  return point !== null && remembered === keyOf(point);
}
