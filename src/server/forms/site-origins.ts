import { parseHost, type RequestHost } from '@/server/sites/request-host';

/** What the origin rule needs to know of the deployment (see config.ts). */
export type OriginSettings = {
  siteUrl: string;
  /** Proxies of the deployment's own in front of the site; only then is X-Forwarded-Proto read. */
  trustedProxyHops: number;
};

/**
 * The scheme visitors use: the one the nearest trusted proxy reports (X-Forwarded-Proto, its last
 * value), else SITE_URL's.
 */
export function visitorScheme(headers: Pick<Headers, 'get'>, settings: OriginSettings): 'http:' | 'https:' {
  if (settings.trustedProxyHops > 0) {
    const proto = headers.get('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
    if (proto === 'https' || proto === 'http') return `${proto}:`;
  }
  return new URL(settings.siteUrl).protocol === 'https:' ? 'https:' : 'http:';
}

/**
 * The origins a page of the request's own site has: each host name of that site on the port the
 * request came in on (the Host's port, which is what a browser puts in Origin), under the visitors'
 * scheme, and the site's configured address where it has one (a pinned site's SITE_URL).
 */
export function siteOrigins(
  host: RequestHost,
  siteHostnames: readonly string[],
  scheme: 'http:' | 'https:',
  siteUrl: string | null,
): Set<string> {
  const port = host.host.slice(host.hostname.length);
  const names = siteHostnames.map((name) => `${scheme}//${name.toLowerCase()}${port}`);
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
  scheme: 'http:' | 'https:',
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
  return siteOrigins(host, hostnames, scheme, siteUrl).has(`${parsed.protocol}//${originHost.host}`);
}
