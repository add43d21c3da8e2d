import { config } from '@/config';
import { onPurge, purgesWholeSite } from '@/server/freshness/purge';
import type { Site } from '@/content-api/schemas';
import { createHostSiteCache, type HostSiteCache } from './host-site-cache';
import { lookupSiteByHostname } from './site-lookup';

// On globalThis so the proxy and the page renderer of one process share one cache.
const globalState = globalThis as typeof globalThis & { __vitrineHostSites?: HostSiteCache };

function createCache(): HostSiteCache {
  const cache = createHostSiteCache({
    lookup: lookupSiteByHostname,
    ttlMs: config.siteCacheSeconds * 1000,
    maxEntries: config.siteCacheMaxHosts,
  });
  // A site's host names are part of the site: a change of the whole site asks for them again.
  onPurge((purge) => {
    if (purgesWholeSite(purge)) cache.clear();
  });
  return cache;
}

const hostSites: HostSiteCache = (globalState.__vitrineHostSites ??= createCache());

/** The site serving a host name, from the cache or the content service; null when none does. */
export function siteForHostname(hostname: string): Promise<Site | null> {
  return hostSites.resolve(hostname);
}
