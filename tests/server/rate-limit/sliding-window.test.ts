import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/server/db/connect';
import { rateLimitWindows } from '@/server/db/schema';
import { hitRateLimit, pruneRateLimits } from '@/server/rate-limit/sliding-window';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';

const perMinute = { limit: 10, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 2, 14, 10, 0, 0) + seconds * 1_000);

describe.each(testEngines)('the rate limit on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());
  beforeEach(() => database.reset());

  const hit = (key: string, seconds: number) => hitRateLimit(database.db, key, perMinute, at(seconds));

  it('allows 10 requests a minute from one address and refuses the 11th', async () => {
    const verdicts = [];
    for (let request = 0; request < 11; request += 1)
      verdicts.push(await hit('contact:203.0.113.7', request));
    expect(verdicts.slice(0, 10).every((verdict) => verdict.allowed)).toBe(true);
    expect(verdicts[9]?.remaining).toBe(0);
    expect(verdicts[10]).toMatchObject({ allowed: false, remaining: 0 });
    expect(verdicts[10]?.retryAfterSeconds).toBe(50);
  });

  it('counts every address and form apart', async () => {
    for (let request = 0; request < 10; request += 1) await hit('contact:203.0.113.7', 1);
    expect((await hit('contact:203.0.113.7', 2)).allowed).toBe(false);
    expect((await hit('contact:198.51.100.1', 2)).allowed).toBe(true);
    expect((await hit('friend:203.0.113.7', 2)).allowed).toBe(true);
  });

  it('keeps counting the last minute across a window edge, then lets requests through again', async () => {
    for (let request = 0; request < 10; request += 1) await hit('contact:a', 50);
    // A new window has begun at 60 s, but the last minute still holds the ten requests.
    expect((await hit('contact:a', 61)).allowed).toBe(false);
    expect((await hit('contact:a', 125)).allowed).toBe(true);
  });

  it('is shared by every instance of the site', async () => {
    if (!database.url) {
      // PGlite serves one process; sharing needs the PostgreSQL server.
      expect(engine.name).toBe('pglite');
      return;
    }
    const otherInstance = await connectDatabase({ engine: 'postgres', url: database.url });
    try {
      for (let request = 0; request < 5; request += 1) await hit('contact:shared', request);
      for (let request = 0; request < 5; request += 1) {
        expect((await hitRateLimit(otherInstance.db, 'contact:shared', perMinute, at(10))).allowed).toBe(
          true,
        );
      }
      expect((await hit('contact:shared', 11)).allowed).toBe(false);
    } finally {
      await otherInstance.close();
    }
  });

  it('stores no address, and forgets old counts', async () => {
    await hit('contact:203.0.113.7', 0);
    const [row] = await database.db.select().from(rateLimitWindows);
    expect(row?.key).not.toContain('203.0.113.7');
    await pruneRateLimits(database.db, at(119));
    expect(await database.db.select().from(rateLimitWindows)).toHaveLength(1);
    await pruneRateLimits(database.db, at(121));
    expect(await database.db.select().from(rateLimitWindows)).toHaveLength(0);
  });
});
