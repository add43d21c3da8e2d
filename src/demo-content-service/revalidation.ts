import { createHmac } from 'node:crypto';

/** Where and how the demo service tells the site that something changed (the site's POST /api/revalidate). */
export type RevalidationTarget = { urls: string[]; secret: string };

/**
 * Calls the site's revalidation webhook for one estate of each site that shows it, signed as the
 * site expects: HMAC-SHA256 over "<timestamp>.<body>". Resolves to the statuses the site answered.
 */
export async function announceEstateChange(
  target: RevalidationTarget,
  sites: string[],
  estateId: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (const site of sites) {
    const body = JSON.stringify({ site, changes: [{ kind: 'estate', id: estateId }] });
    const timestamp = Math.floor(Date.now() / 1000);
    const signature = createHmac('sha256', target.secret).update(`${timestamp}.${body}`).digest('hex');
    for (const url of target.urls) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-vitrine-timestamp': String(timestamp),
          'x-vitrine-signature': `sha256=${signature}`,
        },
        body,
        signal: AbortSignal.timeout(5_000),
      }).catch((error: unknown) => {
        console.error(`[demo-content-service] revalidation call to ${url} failed`, error);
        return null;
      });
      statuses.push(response?.status ?? 0);
    }
  }
  return statuses;
}
