import { config } from '@/config';
import type { Site } from '@/content-api/schemas';
import { createHostSiteCache, type HostSiteCache } from './host-site-cache';
import { lookupSiteByHostname } from './site-lookup';

// On globalThis so the proxy and the page renderer of one process share one cache.
const globalState = globalThis as typeof globalThis & { __vitrineHostSites?: HostSiteCache };

const hostSites: HostSiteCache = (globalState.__vitrineHostSites ??= createHostSiteCache({
  lookup: lookupSiteByHostname,
  ttlMs: config.siteCacheSeconds * 1000,
}));

/** The site serving a host name, from the cache or the content service; null when none does. */
export function siteForHostname(hostname: string): Promise<Site | null> {
  return hostSites.resolve(hostname);
}
