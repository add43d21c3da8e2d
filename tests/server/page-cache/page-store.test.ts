import { describe, expect, it } from 'vitest';
import { PageStore } from '@/server/page-cache/page-store';

const options = { freshMs: 30_000, usableMs: 3_600_000, maxBytes: 100 };

describe('PageStore', () => {
  it('hands a page out fresh, then stale, then no more', () => {
    const store = new PageStore<string>(options);
    store.store('a', 'page a', 10, 0);
    expect(store.lookup('a', 29_999)).toEqual({ state: 'fresh', page: 'page a' });
    expect(store.lookup('a', 30_000)).toEqual({ state: 'stale', page: 'page a' });
    expect(store.lookup('a', 3_600_000)).toEqual({ state: 'missing' });
    expect(store.size).toBe(0);
  });

  it('lets the least recently used pages go when the budget is spent', () => {
    const store = new PageStore<string>(options);
    store.store('a', 'a', 40, 0);
    store.store('b', 'b', 40, 0);
    store.lookup('a', 1);
    store.store('c', 'c', 40, 2);
    expect(store.lookup('b', 3).state).toBe('missing');
    expect(store.lookup('a', 3).state).toBe('fresh');
    expect(store.lookup('c', 3).state).toBe('fresh');
    expect(store.bytes).toBe(80);
  });

  it('does not keep a page larger than the whole budget', () => {
    const store = new PageStore<string>(options);
    store.store('huge', 'x', 101, 0);
    expect(store.size).toBe(0);
  });

  it('replaces a page and counts its size once', () => {
    const store = new PageStore<string>(options);
    store.store('a', 'old', 30, 0);
    store.store('a', 'new', 20, 1);
    expect(store.lookup('a', 2)).toEqual({ state: 'fresh', page: 'new' });
    expect(store.bytes).toBe(20);
  });

  it('forgets every page and its size when cleared', () => {
    const store = new PageStore<string>(options);
    store.store('a', 'a', 30, 0);
    store.store('b', 'b', 30, 0);
    store.clear();
    expect(store.lookup('a', 1)).toEqual({ state: 'missing' });
    expect(store.lookup('b', 1)).toEqual({ state: 'missing' });
    expect(store.bytes).toBe(0);
    // The budget is whole again: a page of its full size is kept.
    store.store('c', 'c', 100, 2);
    expect(store.lookup('c', 3).state).toBe('fresh');
  });
});
