import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { rateLimitWindows } from '@/server/db/schema';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Requests left before the limit, at this moment. */
  remaining: number;
  /** For a Retry-After header when refused. */
  retryAfterSeconds: number;
}

/** Keys are stored hashed: the table never holds a visitor's address. */
function storedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * Counts one request for `key` and says whether it stays within the rule. A sliding window: the
 * count of the current fixed window plus the previous window's count, weighted by how much of it
 * still overlaps the last `windowMs`. No burst at a window edge doubles the limit. The count is an
 * upsert in the database, so every instance of the site shares it.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitVerdict> {
  const hashed = storedKey(key);
  const windowStart = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
  const [current] = await db
    .insert(rateLimitWindows)
    .values({
      key: hashed,
      windowStart: new Date(windowStart),
      hits: 1,
      expiresAt: new Date(windowStart + 2 * rule.windowMs),
    })
    .onConflictDoUpdate({
      target: [rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + 1` },
    })
    .returning({ hits: rateLimitWindows.hits });
  const [previous] = await db
    .select({ hits: rateLimitWindows.hits })
    .from(rateLimitWindows)
    .where(
      and(
        eq(rateLimitWindows.key, hashed),
        eq(rateLimitWindows.windowStart, new Date(windowStart - rule.windowMs)),
      ),
    );
  const overlap = 1 - (now.getTime() - windowStart) / rule.windowMs;
  // Rounded up: in doubt, a request counts.
  const counted = (current?.hits ?? 1) + Math.ceil((previous?.hits ?? 0) * overlap);
  const allowed = counted <= rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - counted),
    retryAfterSeconds: allowed
      ? 0
      : Math.max(1, Math.ceil((windowStart + rule.windowMs - now.getTime()) / 1_000)),
  };
}

/** Drops counts no window can look at any more. */
export async function pruneRateLimits(db: Database, now = new Date()): Promise<void> {
  await db.delete(rateLimitWindows).where(lt(rateLimitWindows.expiresAt, now));
}
