import type { VisitorScheme } from '@/server/http/visitor-origin';
import { parseHost, type RequestHost } from '@/server/sites/request-host';

/** How visitors reach the site: scheme and port part (':4123', or '' for the scheme's default port). */
export type VisitorAddress = { scheme: VisitorScheme; port: string };

/**
 * The origins a page of the request's own site has: each host name of that site under the visitors'
 * scheme and port (what a browser puts in Origin), and the site's configured address where it has one
 * (a pinned site's SITE_URL).
 */
export function siteOrigins(
  siteHostnames: readonly string[],
  visitor: VisitorAddress,
  siteUrl: string | null,
): Set<string> {
  const names = siteHostnames.map((name) => `${visitor.scheme}//${name.toLowerCase()}${visitor.port}`);
  return new Set(siteUrl ? [...names, new URL(siteUrl).origin] : names);
}

/**
 * Whether an Origin header names a page of the site the request came to. `hostnamesOf` gives the
 * host names of the site serving a host name (null: no site has it, so nothing is its own);
 * `siteUrl` is the site's configured address, null when SITE_URL belongs to no one site.
 */
export async function isOwnOrigin(
  origin: string | null,
  host: RequestHost | null,
  visitor: VisitorAddress,
  siteUrl: string | null,
  hostnamesOf: (hostname: string) => Promise<readonly string[] | null>,
): Promise<boolean> {
  if (!origin || !host) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  const originHost = parseHost(parsed.host);
  if (!originHost || parsed.origin === 'null') return false;
  const hostnames = await hostnamesOf(host.hostname);
  if (hostnames === null) return false;
  return siteOrigins(hostnames, visitor, siteUrl).has(`${parsed.protocol}//${originHost.host}`);
}
