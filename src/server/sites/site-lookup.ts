import { getSiteByHostname, HttpError, type Site } from '@/server/content-service';

/**
 * `GET /sites/by-hostname/{hostname}` (spec §7), never from the kept answers: the host-name cache
 * (host-site-cache.ts) keeps what it needs. Null when no site has the host name; any other failure
 * (unreachable, a 5xx, an answer outside the contract) throws as the client's errors do, so it is never
 * taken for "unknown" and a page it breaks answers 503.
 */
export async function lookupSiteByHostname(hostname: string): Promise<Site | null> {
  try {
    return await getSiteByHostname(hostname, { cache: 'no-store' });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
