/**
 * The kept pages, by key, least recently used first out once their total size passes the budget.
 * A page is fresh for `freshMs`; after that it is still handed out while a new render is made (so no
 * visitor waits and a content-service outage keeps the page available), until `usableMs`.
 */

export type StoredPage<Page> = { page: Page; bytes: number; storedAt: number };

export type Lookup<Page> =
  { state: 'fresh'; page: Page } | { state: 'stale'; page: Page } | { state: 'missing' };

export type PageStoreOptions = { freshMs: number; usableMs: number; maxBytes: number };

export class PageStore<Page> {
  private readonly entries = new Map<string, StoredPage<Page>>();
  private totalBytes = 0;

  constructor(private readonly options: PageStoreOptions) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  lookup(key: string, now = Date.now()): Lookup<Page> {
    const entry = this.entries.get(key);
    if (!entry) return { state: 'missing' };
    const age = now - entry.storedAt;
    if (age >= this.options.usableMs) {
      this.delete(key);
      return { state: 'missing' };
    }
    // Most recently used last, so eviction takes the first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { state: age < this.options.freshMs ? 'fresh' : 'stale', page: entry.page };
  }

  store(key: string, page: Page, bytes: number, now = Date.now()): void {
    this.delete(key);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, { page, bytes, storedAt: now });
    this.totalBytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.totalBytes <= this.options.maxBytes) break;
      this.entries.delete(oldest);
      this.totalBytes -= entry.bytes;
    }
  }

  /** Forgets every page (something they may show changed). */
  clear(): void {
    this.entries.clear();
    this.totalBytes = 0;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
