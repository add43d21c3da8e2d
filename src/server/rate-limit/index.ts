import 'server-only';
import { config } from '@/config';
import { getDatabase } from '@/server/db';
import { rateLimitKeyOf } from '@/server/http/client-address';
import { hitRateLimit, type RateLimitVerdict } from './sliding-window';

export { hitRateLimit, pruneRateLimits } from './sliding-window';
export type { RateLimitRule, RateLimitVerdict } from './sliding-window';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Counts one submission of `form` (e.g. 'contact-form', 'send-to-a-friend') from one client address:
 * RATE_LIMIT_PER_MINUTE per minute, per form and address (an IPv6 address by its /64); the next one
 * is refused (429).
 */
export async function checkFormRateLimit(form: string, address: string): Promise<RateLimitVerdict> {
  return hitRateLimit(await getDatabase(), `form:${form}:${rateLimitKeyOf(address)}`, {
    limit: config.rateLimitPerMinute,
    windowMs: MINUTE_MS,
  });
}

/**
 * Counts one request that mails an address a visitor typed, whichever form it came from:
 * MAILS_PER_ADDRESS_PER_HOUR per address, so no form can be used to flood a stranger's mailbox, from
 * however many client addresses.
 */
export async function checkRecipientRateLimit(email: string): Promise<RateLimitVerdict> {
  return hitRateLimit(await getDatabase(), `mail-to:${email.trim().toLowerCase()}`, {
    limit: config.mailsPerAddressPerHour,
    windowMs: HOUR_MS,
  });
}
