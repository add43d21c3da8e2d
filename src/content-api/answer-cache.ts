/**
 * The content service's answers as the site keeps them: only the text of an answer that parsed and
 * matched its schema is stored, so a malformed answer is never handed out again. An answer is fresh
 * for the configured seconds; after that it is asked for again, and stands in only while the service
 * fails. Entries carry the cache tags of their call, so a change named by the revalidation webhook
 * drops exactly the answers that contain it. Least recently used first out past the byte budget.
 */

type Entry = { text: string; tags: readonly string[]; bytes: number; storedAt: number };

export type AnswerLookup = { text: string; fresh: boolean };

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private totalBytes = 0;

  constructor(
    private readonly maxBytes: number,
    /** How long a stale answer may still stand in for a failing service. */
    private readonly usableMs: number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  lookup(key: string, freshMs: number, now = Date.now()): AnswerLookup | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = now - entry.storedAt;
    if (age >= Math.max(this.usableMs, freshMs)) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last, so eviction takes the first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { text: entry.text, fresh: age < freshMs };
  }

  store(key: string, text: string, tags: readonly string[], now = Date.now()): void {
    this.delete(key);
    const bytes = text.length * 2;
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { text, tags, bytes, storedAt: now });
    this.totalBytes += bytes;
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    for (const oldest of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** Drops every answer carrying one of the tags; returns how many went. */
  purge(tags: readonly string[]): number {
    let purged = 0;
    for (const tag of tags) {
      for (const key of this.keysByTag.get(tag) ?? []) {
        if (this.delete(key)) purged += 1;
      }
    }
    return purged;
  }

  clear(): void {
    this.entries.clear();
    this.keysByTag.clear();
    this.totalBytes = 0;
  }

  private delete(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
    return true;
  }
}

/** How long a kept answer may stand in while the service fails: as long as the page cache's pages. */
export const STALE_ANSWER_USABLE_MS = 24 * 60 * 60_000;
export const DEFAULT_ANSWER_CACHE_BYTES = 64 * 1024 * 1024;

// On globalThis: Next bundles route handlers, pages and the proxy apart, and all must see one cache.
const globalState = globalThis as typeof globalThis & { __vitrineAnswerCache?: AnswerCache };

/** A new, empty cache for the process (configuring the client starts one). */
export function startAnswerCache(maxBytes: number): void {
  globalState.__vitrineAnswerCache = new AnswerCache(maxBytes, STALE_ANSWER_USABLE_MS);
}

/** The process's answer cache. */
export function answerCache(): AnswerCache {
  return (globalState.__vitrineAnswerCache ??= new AnswerCache(
    DEFAULT_ANSWER_CACHE_BYTES,
    STALE_ANSWER_USABLE_MS,
  ));
}
