import { STATIC_SECURITY_HEADERS, transportSecurityHeader } from '@/server/security/security-headers';

export type HeaderValue = string | number | string[];
export type ResponseHeaders = Record<string, HeaderValue | undefined>;

/** What the last look at a response's headers needs to know of the request and the deployment. */
export type ResponseContext = {
  /** Visitors came over https: HSTS, and every cookie `Secure`. */
  overHttps: boolean;
  /** The policy for an HTML answer that has none (one outside proxy.ts: a 404 of Next's own). */
  fallbackPolicy: string;
  /** SITE_URL's origin: the one absolute address a redirect may keep. */
  siteOrigin: string;
  /** A navigation of Next's client router (the `rsc` request header), which reads the rewrite headers. */
  routerRequest: boolean;
};

/** Headers by which Next's middleware and router talk to themselves: they name internal routes. */
const INTERNAL_HEADER = /^x-middleware-|^x-nextjs-(matched-path|rewrite|redirect)$/;
/** What Next's client router reads of a rewrite on its own requests; no one else needs to see it. */
const ROUTER_HEADER = /^x-nextjs-rewritten-(path|query)$/;

/**
 * A redirect target that stays on the host the visitor used: an absolute address other than SITE_URL's
 * (built from a Host or X-Forwarded-Host the client may have made up) keeps only its path, and a
 * path starting with '//' or '/\' (which browsers read as a host) starts with one '/'.
 */
export function ownLocation(location: string, siteOrigin: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(location)) {
    let url: URL;
    try {
      url = new URL(location);
    } catch {
      return '/';
    }
    if (url.origin === siteOrigin) return location;
    return `${url.pathname}${url.search}${url.hash}`.replace(/^[/\\]+/, '/');
  }
  return location.replace(/^[/\\]{2,}/, '/');
}

const withSecure = (cookie: string) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);

/**
 * The headers a response may leave with: security headers on every answer (HSTS under https), the
 * policy on every HTML answer, no internal route names, redirects that stay on the site, and cookies
 * that travel over https only when the site does. Names are lower-case, as Node keeps them.
 */
export function guardedHeaders(headers: ResponseHeaders, context: ResponseContext): ResponseHeaders {
  const guarded: ResponseHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase();
    if (value === undefined || INTERNAL_HEADER.test(key)) continue;
    if (ROUTER_HEADER.test(key) && !context.routerRequest) continue;
    guarded[key] = value;
  }
  const security = { ...STATIC_SECURITY_HEADERS, ...transportSecurityHeader(context.overHttps) };
  for (const [name, value] of Object.entries(security)) guarded[name.toLowerCase()] ??= value;
  if (String(guarded['content-type'] ?? '').startsWith('text/html')) {
    guarded['content-security-policy'] ??= context.fallbackPolicy;
  }
  if (typeof guarded.location === 'string')
    guarded.location = ownLocation(guarded.location, context.siteOrigin);
  const cookies = guarded['set-cookie'];
  if (context.overHttps && cookies !== undefined) {
    guarded['set-cookie'] = Array.isArray(cookies) ? cookies.map(withSecure) : withSecure(String(cookies));
  }
  return guarded;
}
