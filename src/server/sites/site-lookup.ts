import { config } from '@/config';
import { CLIENT_MARKER } from '@/content-api/http';
import { siteSchema, type Site } from '@/content-api/schemas';

/**
 * `GET /sites/by-hostname/{hostname}` (spec §7), sent directly rather than through the configured
 * client: the proxy asks too, and the host-name cache keeps the answer, not Next's data cache.
 * Null when no site has the host name; any other failure throws, so it is never taken for "unknown".
 */
export async function lookupSiteByHostname(hostname: string): Promise<Site | null> {
  const url = `${config.contentApiUrl}/sites/by-hostname/${encodeURIComponent(hostname)}`;
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'x-client': CLIENT_MARKER },
    signal: AbortSignal.timeout(config.contentApiTimeoutMs),
    cache: 'no-store',
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return siteSchema.parse(await response.json());
}
