/**
 * The visitor's address as the nearest proxy reports it. `x-real-ip` is set by the proxy itself;
 * of `x-forwarded-for` only the last entry is trusted, because that is the one the proxy appended
 * (a client can put anything in front of it). Without either, all requests share one key, which
 * errs on the side of limiting.
 */
export function clientAddress(headers: Headers): string {
  const realIp = headers.get('x-real-ip')?.trim();
  if (realIp) return realIp;
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return forwarded?.at(-1) ?? 'unknown';
}
