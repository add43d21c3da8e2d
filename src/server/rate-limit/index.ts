import 'server-only';
import { config } from '@/config';
import { getDatabase } from '@/server/db';
import { hitRateLimit, type RateLimitVerdict } from './sliding-window';

export { clientAddress } from './client-address';
export { hitRateLimit, pruneRateLimits } from './sliding-window';
export type { RateLimitRule, RateLimitVerdict } from './sliding-window';

const MINUTE_MS = 60_000;

/**
 * Counts one submission of `form` (e.g. 'contact-form', 'send-to-a-friend') from one address:
 * RATE_LIMIT_PER_MINUTE per minute, per form and address; the next one is refused (429).
 */
export async function checkFormRateLimit(form: string, address: string): Promise<RateLimitVerdict> {
  return hitRateLimit(await getDatabase(), `form:${form}:${address}`, {
    limit: config.rateLimitPerMinute,
    windowMs: MINUTE_MS,
  });
}
