import type { Site } from '@/content-api/schemas';

/** Asks the content service for the site of a host name; null when no site has it. */
export type HostSiteLookup = (hostname: string) => Promise<Site | null>;

export type HostSiteCacheOptions = {
  lookup: HostSiteLookup;
  /** How long a found site is kept. */
  ttlMs: number;
  /** How long "no site here" is kept: shorter, so a newly added host name is served soon. */
  unknownTtlMs?: number;
  /** Anyone can send any Host header: the cache never grows past this many host names. */
  maxEntries?: number;
  now?: () => number;
};

export type HostSiteCache = {
  resolve: (hostname: string) => Promise<Site | null>;
  clear: () => void;
};

const DEFAULT_UNKNOWN_TTL_MS = 30_000;
const DEFAULT_MAX_ENTRIES = 1_000;

type Entry = { site: Site | null; expiresAt: number };

/**
 * Host name → site, kept for a while. Simultaneous requests for one host name share one lookup; a
 * failed lookup (service down) is not kept, so the next request asks again.
 */
export function createHostSiteCache(options: HostSiteCacheOptions): HostSiteCache {
  const now = options.now ?? Date.now;
  const unknownTtlMs = Math.min(options.unknownTtlMs ?? DEFAULT_UNKNOWN_TTL_MS, options.ttlMs);
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Site | null>>();

  function remember(hostname: string, site: Site | null) {
    const ttl = site ? options.ttlMs : unknownTtlMs;
    if (ttl <= 0) return;
    entries.delete(hostname);
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next();
      if (!oldest.done) entries.delete(oldest.value);
    }
    entries.set(hostname, { site, expiresAt: now() + ttl });
  }

  function resolve(hostname: string): Promise<Site | null> {
    const key = hostname.toLowerCase();
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now()) return Promise.resolve(entry.site);
    if (entry) entries.delete(key);
    const inFlight = pending.get(key);
    if (inFlight) return inFlight;
    const lookup = options
      .lookup(key)
      .then((site) => {
        remember(key, site);
        return site;
      })
      .finally(() => pending.delete(key));
    pending.set(key, lookup);
    return lookup;
  }

  return {
    resolve,
    clear: () => {
      entries.clear();
      pending.clear();
    },
  };
}
