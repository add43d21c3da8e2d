import { describe, expect, it } from 'vitest';
import { createSubscriptionToken, isSubscriptionToken } from '@/server/subscriptions/token';

describe('subscription tokens', () => {
  it('carry 256 random bits in 43 URL-safe characters', () => {
    const token = createSubscriptionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 5_000 }, () => createSubscriptionToken()));
    expect(tokens.size).toBe(5_000);
  });

  it('are recognised by shape, so a malformed one never reaches the database', () => {
    expect(isSubscriptionToken(createSubscriptionToken())).toBe(true);
    expect(isSubscriptionToken('short')).toBe(false);
    expect(isSubscriptionToken(`${createSubscriptionToken()}'; drop table subscriptions;--`)).toBe(false);
    expect(isSubscriptionToken(undefined)).toBe(false);
  });
});
