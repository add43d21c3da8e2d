/**
 * The scheme and port visitors use to reach the site, for links that name the site's own address
 * (canonical, sitemap, mails) and for the forms' origin check. The Host header's port is the client's
 * word and counts for nothing: the port is the one the server really listened on, or the one a proxy
 * of the deployment's own says the visitor used.
 */

/**
 * The header through which scripts/serve.ts hands Next the visitors' port (Next gives handlers no
 * socket); empty for the scheme's default. The server always overwrites it: a client cannot choose it.
 */
export const REQUEST_PORT_HEADER = 'x-vitrine-request-port';

export type VisitorSettings = {
  siteUrl: string;
  /** Proxies of the deployment's own in front of the site; only then are X-Forwarded-* read. */
  trustedProxyHops: number;
};

export type VisitorScheme = 'http:' | 'https:';

const DEFAULT_PORTS: Record<VisitorScheme, string> = { 'http:': '80', 'https:': '443' };

/** The value the nearest proxy added to a forwarding header: the last of a comma-separated list. */
const nearestValue = (headers: Pick<Headers, 'get'>, name: string) =>
  headers.get(name)?.split(',').at(-1)?.trim().toLowerCase();

/** The scheme visitors use: the one the nearest trusted proxy reports, else SITE_URL's. */
export function visitorScheme(headers: Pick<Headers, 'get'>, settings: VisitorSettings): VisitorScheme {
  if (settings.trustedProxyHops > 0) {
    const proto = nearestValue(headers, 'x-forwarded-proto');
    if (proto === 'https' || proto === 'http') return `${proto}:`;
  }
  return new URL(settings.siteUrl).protocol === 'https:' ? 'https:' : 'http:';
}

/** Whether visitors reach this request's site over https (HSTS, `Secure` cookies). */
export const isHttpsVisit = (headers: Pick<Headers, 'get'>, settings: VisitorSettings) =>
  visitorScheme(headers, settings) === 'https:';

/**
 * The port visitors sent the request to, as scripts/serve.ts works it out before Next adds forwarding
 * headers of its own: behind a trusted proxy, what it forwards (X-Forwarded-Port, else the port of the
 * Host it sent, else none: the scheme's default); otherwise the port the server listened on.
 */
export function receivedPort(
  headers: Pick<Headers, 'get'>,
  listeningPort: number | undefined,
  trustedProxyHops: number,
): string {
  if (trustedProxyHops <= 0) return listeningPort ? String(listeningPort) : '';
  const forwarded =
    nearestValue(headers, 'x-forwarded-port') ?? /:(\d{1,5})$/.exec(headers.get('host') ?? '')?.[1];
  return forwarded && /^\d{1,5}$/.test(forwarded) ? forwarded : '';
}

/**
 * The port part of the visitors' address (':8443'), empty for the scheme's default port: the one
 * scripts/serve.ts reports; without that server (`next dev`) the Host's port stands in.
 */
export function visitorPort(headers: Pick<Headers, 'get'>, settings: VisitorSettings): string {
  const reported = headers.get(REQUEST_PORT_HEADER);
  const port = reported !== null ? reported.trim() : /:(\d{1,5})$/.exec(headers.get('host') ?? '')?.[1];
  if (!port || !/^\d{1,5}$/.test(port) || port === DEFAULT_PORTS[visitorScheme(headers, settings)]) return '';
  return `:${port}`;
}

/** The visitors' origin of a host name of the site: `https://immo.be`, `http://localhost:3000`. */
export function visitorOrigin(
  hostname: string,
  headers: Pick<Headers, 'get'>,
  settings: VisitorSettings,
): string {
  return `${visitorScheme(headers, settings)}//${hostname}${visitorPort(headers, settings)}`;
}
