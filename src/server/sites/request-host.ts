/** The host a request was sent to: `host` keeps the port (for URLs), `hostname` is what names a site. */
export type RequestHost = { host: string; hostname: string };

// A DNS name or IPv4 address with an optional port, or a bracketed IPv6 address with one.
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;
const MAX_HOST_LENGTH = 260;

/** A Host header value, lower-cased and without a trailing dot; null when it is not a host at all. */
export function parseHost(value: string | null | undefined): RequestHost | null {
  const host = value
    ?.trim()
    .toLowerCase()
    .replace(/\.(?=:\d+$|$)/, '');
  if (!host || host.length > MAX_HOST_LENGTH || !HOST_PATTERN.test(host)) return null;
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return { host, hostname };
}

/**
 * The host of a request. x-forwarded-host (its first value: the one the visitor used) counts only
 * behind a proxy that sets it; anyone can send that header straight to the site.
 */
export function requestHost(headers: Pick<Headers, 'get'>, trustForwardedHost: boolean): RequestHost | null {
  const forwarded = trustForwardedHost ? headers.get('x-forwarded-host')?.split(',')[0] : undefined;
  return parseHost(forwarded?.trim() ? forwarded : headers.get('host'));
}
