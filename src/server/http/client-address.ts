/**
 * The header through which the site's own server (scripts/serve.ts) hands the client's address to
 * the handlers: Next gives route handlers no socket, and adds an X-Forwarded-For of its own before
 * they run. The server works it out from the request as it arrived and always overwrites the header,
 * so a client cannot choose it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-vitrine-client-address';

/** An IPv4 address seen through an IPv6 socket ('::ffff:203.0.113.7') is that IPv4 address. */
function normalize(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed.toLowerCase();
}

/** The `for=` addresses of a `Forwarded` header (RFC 7239), nearest proxy last, ports removed. */
function forwardedFor(value: string): string[] {
  return value
    .split(',')
    .map((element) => /(?:^|;)\s*for\s*=\s*"?([^";,]+)"?/i.exec(element)?.[1] ?? '')
    .map((node) => (node.startsWith('[') ? node.slice(0, node.indexOf(']') + 1) : node.replace(/:\d+$/, '')))
    .filter((node) => node !== '');
}

function forwardedChain(headers: Pick<Headers, 'get'>): string[] {
  const standard = headers.get('forwarded');
  if (standard) return forwardedFor(standard);
  const legacy = headers.get('x-forwarded-for');
  if (legacy)
    return legacy
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
  const realIp = headers.get('x-real-ip')?.trim();
  return realIp ? [realIp] : [];
}

/**
 * The visitor's address, for rate limits and logs. By default the socket's own: every forwarding
 * header is something the client may have made up. Behind `trustedProxyHops` proxies of the
 * deployment's own, each of which appends the address it received from, the address that the
 * outermost of them saw is the visitor's: entries further left were written by the client.
 */
export function clientAddress(
  headers: Pick<Headers, 'get'>,
  socketAddress: string | undefined,
  trustedProxyHops: number,
): string {
  const peer = socketAddress?.trim() || 'unknown';
  if (trustedProxyHops <= 0) return normalize(peer);
  const chain = [...forwardedChain(headers), peer];
  return normalize(chain[Math.max(0, chain.length - 1 - trustedProxyHops)] ?? peer);
}

/** The eight groups of an IPv6 address, '::' expanded; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const [head, tail] = halves.map((half) => (half === '' ? [] : half.split(':')));
  const missing = 8 - (head?.length ?? 0) - (tail?.length ?? 0);
  const groups = tail ? [...(head ?? []), ...Array<string>(missing).fill('0'), ...tail] : (head ?? []);
  return groups.length === 8 && groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups : null;
}

/**
 * The key a rate limit counts under: an IPv6 visitor holds a whole /64 and could rotate through it,
 * so IPv6 addresses count by their network's first four groups.
 */
export function rateLimitKeyOf(address: string): string {
  const groups = address.includes(':') ? ipv6Groups(address) : null;
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
