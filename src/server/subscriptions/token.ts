import { randomBytes } from 'node:crypto';

/** 32 random bytes: 256 bits, far beyond guessing, written as 43 URL-safe characters. */
const TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createSubscriptionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** A token of the right shape; anything else is answered "unknown" without asking the database. */
export function isSubscriptionToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}
