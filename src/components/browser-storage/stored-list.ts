import { useSyncExternalStore } from 'react';

/**
 * A list the visitor's browser keeps in `localStorage` under one key (favourites, the estates chosen
 * for a comparison, recent visits): read through its own parser, written as JSON, removed once empty
 * (forgetting leaves nothing behind), and shared by every component that shows it, in this tab and,
 * through the storage event, in the others.
 */
export type StoredList<T> = {
  /** The list as stored now; the same object while the stored text is unchanged. */
  get(): readonly T[];
  write(list: readonly T[]): void;
  subscribe(listener: () => void): () => void;
  /** Asks every subscriber to read again, for a change that lives beside the list. */
  notify(): void;
  /** The list in a component, kept up to date; empty on the server, which has no storage. */
  useList(): readonly T[];
};

export function storedList<T>(key: string, parse: (text: string | null) => readonly T[]): StoredList<T> {
  const listeners = new Set<() => void>();
  const empty: readonly T[] = Object.freeze([]);
  // The snapshot keeps its identity while the stored text is unchanged, or React re-renders forever.
  let cachedText: string | null = null;
  let cachedList = empty;

  function readStoredText(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      // Storage can be disabled (private mode, blocked cookies): the list is simply empty then.
      return null;
    }
  }

  function get(): readonly T[] {
    const text = readStoredText();
    if (text !== cachedText) {
      cachedText = text;
      cachedList = Object.freeze([...parse(text)]);
    }
    return cachedList;
  }

  function notify(): void {
    for (const listener of listeners) listener();
  }

  function write(list: readonly T[]): void {
    try {
      if (list.length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(list));
    } catch {
      return;
    }
    notify();
  }

  function onStorage(event: StorageEvent): void {
    // A null key means another tab cleared the whole storage.
    if (event.key === key || event.key === null) notify();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (listeners.size === 1) window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  }

  const nothingOnTheServer = () => empty;
  function useList(): readonly T[] {
    return useSyncExternalStore(subscribe, get, nothingOnTheServer);
  }

  return { get, write, subscribe, notify, useList };
}
