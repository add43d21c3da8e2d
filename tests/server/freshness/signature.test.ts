import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkRevalidationSignature,
  MAX_CLOCK_SKEW_SECONDS,
  signRevalidation,
} from '@/server/freshness/signature';

const SECRET = 'a-revalidation-secret-of-32-chars!';
const NOW = 1_800_000_000;
const BODY = JSON.stringify({ site: 'demo', changes: [{ kind: 'estate', id: 1001 }] });

const signed = (timestamp = NOW, body = BODY, secret = SECRET) => ({
  timestamp: String(timestamp),
  signature: signRevalidation(secret, timestamp, body),
});

describe('the revalidation signature', () => {
  it('is the one the content service sends: hex HMAC-SHA256 over "<timestamp>.<body>"', () => {
    const hmac = createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex');
    expect(signRevalidation(SECRET, NOW, BODY)).toBe(`sha256=${hmac}`);
  });

  it('accepts a call signed with the secret over its timestamp and body', () => {
    expect(checkRevalidationSignature(SECRET, signed(), BODY, NOW)).toEqual({ valid: true });
  });

  it('refuses a body changed after signing', () => {
    const check = checkRevalidationSignature(SECRET, signed(), BODY.replace('1001', '1002'), NOW);
    expect(check).toEqual({ valid: false, reason: 'signature does not match' });
  });

  it('refuses a call signed with another secret', () => {
    const other = signed(NOW, BODY, 'another-secret-of-at-least-32-chars');
    expect(checkRevalidationSignature(SECRET, other, BODY, NOW).valid).toBe(false);
  });

  it('refuses a signature moved to another timestamp', () => {
    const moved = { ...signed(NOW), timestamp: String(NOW + 1) };
    expect(checkRevalidationSignature(SECRET, moved, BODY, NOW).valid).toBe(false);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not a number', 'yesterday'],
    ['a fraction', `${NOW}.5`],
  ])('refuses a timestamp that is %s', (_case, timestamp) => {
    const check = checkRevalidationSignature(SECRET, { ...signed(), timestamp }, BODY, NOW);
    expect(check).toEqual({ valid: false, reason: 'no timestamp' });
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['without its sha256= prefix', signRevalidation(SECRET, NOW, BODY).slice('sha256='.length)],
    ['not hex', `sha256=${'z'.repeat(64)}`],
    ['cut short', signRevalidation(SECRET, NOW, BODY).slice(0, -2)],
    ['in capitals', signRevalidation(SECRET, NOW, BODY).toUpperCase()],
  ])('refuses a signature that is %s', (_case, signature) => {
    const check = checkRevalidationSignature(SECRET, { ...signed(), signature }, BODY, NOW);
    expect(check).toEqual({ valid: false, reason: 'signature does not match' });
  });

  it(`accepts a clock up to ${MAX_CLOCK_SKEW_SECONDS} s off either way, and refuses one further off`, () => {
    for (const offset of [-MAX_CLOCK_SKEW_SECONDS, MAX_CLOCK_SKEW_SECONDS]) {
      expect(checkRevalidationSignature(SECRET, signed(NOW + offset), BODY, NOW).valid).toBe(true);
    }
    for (const offset of [-MAX_CLOCK_SKEW_SECONDS - 1, MAX_CLOCK_SKEW_SECONDS + 1]) {
      expect(checkRevalidationSignature(SECRET, signed(NOW + offset), BODY, NOW)).toEqual({
        valid: false,
        reason: 'timestamp too far from now',
      });
    }
  });
});
