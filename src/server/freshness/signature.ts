import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far the sender's clock may be from ours; an older signed call is a replay and refused. */
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

/** Signatures already accepted, until they would be refused as too old anyway: a replay is refused. */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();

  /** True the first time a signature is offered within its window, false on every replay. */
  accept(signature: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
    for (const [known, expires] of this.seen) {
      if (expires > nowSeconds) break;
      this.seen.delete(known);
    }
    if (this.seen.has(signature)) return false;
    this.seen.set(signature, nowSeconds + 2 * MAX_CLOCK_SKEW_SECONDS);
    return true;
  }
}
