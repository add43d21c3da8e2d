import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How far the sender's clock may be from ours; an older signed call is a replay and refused. A call
 * replayed within the window only purges again (purging is idempotent), while two real changes of one
 * estate within a second carry the same body and signature: they are not refused.
 */
export const MAX_CLOCK_SKEW_SECONDS = 300;

export const TIMESTAMP_HEADER = 'x-vitrine-timestamp';
export const SIGNATURE_HEADER = 'x-vitrine-signature';

/** `sha256=<hex>` of HMAC-SHA256 over "<timestamp>.<body>": the timestamp is signed with the body. */
export function signRevalidation(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SignatureCheck = { valid: true } | { valid: false; reason: string };

export function checkRevalidationSignature(
  secret: string,
  headers: { timestamp: string | null; signature: string | null },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SignatureCheck {
  const timestamp = Number(headers.timestamp);
  if (!headers.timestamp || !Number.isInteger(timestamp)) return { valid: false, reason: 'no timestamp' };
  if (Math.abs(nowSeconds - timestamp) > MAX_CLOCK_SKEW_SECONDS) {
    return { valid: false, reason: 'timestamp too far from now' };
  }
  const expected = Buffer.from(signRevalidation(secret, timestamp, body));
  const given = Buffer.from(headers.signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'signature does not match' };
  }
  return { valid: true };
}
