import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/server/db/connect';
import type { Database, DatabaseConnection } from '@/server/db/database';
import { intervalJob, intervalStart, LOOKS_PER_INTERVAL } from '@/server/subscriptions/interval-claim';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';

const INTERVAL_MS = 60 * 60_000;
const START = new Date('2026-03-14T10:00:00Z').getTime();

describe('intervalStart', () => {
  it('counts intervals from the epoch, so every instance finds the same one', () => {
    expect(intervalStart(new Date('2026-03-14T10:59:59.999Z'), INTERVAL_MS)).toEqual(
      new Date('2026-03-14T10:00:00Z'),
    );
    expect(intervalStart(new Date('2026-03-14T11:00:00Z'), INTERVAL_MS)).toEqual(
      new Date('2026-03-14T11:00:00Z'),
    );
  });
});

describe.each(testEngines)('a job run once per interval by two instances on $name', (engine) => {
  let database: TestDatabase;
  // With PostgreSQL the second instance has a connection of its own, as a second process would.
  let second: DatabaseConnection | null = null;

  beforeAll(async () => {
    database = await engine.open();
    if (database.url) second = await connectDatabase({ engine: 'postgres', url: database.url });
  }, OPEN_TIMEOUT_MS);
  afterAll(async () => {
    await second?.close();
    await database.close();
  });
  beforeEach(() => database.reset());

  function instances() {
    let now = START;
    const runs: { owner: string; slot: string }[] = [];
    const instance = (owner: string, db: Database) =>
      intervalJob({
        database: async () => db,
        job: 'alerts',
        intervalMs: INTERVAL_MS,
        owner,
        now: () => new Date(now),
        run: async (slotStart) => {
          runs.push({ owner, slot: slotStart.toISOString() });
        },
      });
    return {
      one: instance('one', database.db),
      two: instance('two', second?.db ?? database.db),
      runs,
      moveTo: (ms: number) => (now = START + ms),
    };
  }

  it('runs each interval once, on whichever instance looks first, however their timers fall', async () => {
    const { one, two, runs, moveTo } = instances();
    const look = INTERVAL_MS / LOOKS_PER_INTERVAL;
    // Instance one looks on the quarter hours, instance two ten minutes later: five hours of ticks.
    for (let tick = 0; tick < 5 * LOOKS_PER_INTERVAL; tick += 1) {
      moveTo(tick * look);
      await one.tick();
      moveTo(tick * look + 10 * 60_000);
      await two.tick();
    }
    expect(runs.map((run) => run.slot)).toEqual(
      [0, 1, 2, 3, 4].map((hour) => new Date(START + hour * INTERVAL_MS).toISOString()),
    );
    expect(new Set(runs.map((run) => run.owner))).toEqual(new Set(['one']));
  });

  it('lets exactly one of two instances that look at the same moment run the interval', async () => {
    const { one, two, runs, moveTo } = instances();
    for (let hour = 0; hour < 4; hour += 1) {
      moveTo(hour * INTERVAL_MS + 1_000);
      const ran = await Promise.all([one.tick(), two.tick(), one.tick(), two.tick()]);
      expect(ran.filter(Boolean)).toHaveLength(1);
    }
    expect(runs).toHaveLength(4);
  });

  it('runs the next interval on the other instance once the first has stopped', async () => {
    const { one, two, runs, moveTo } = instances();
    moveTo(5 * 60_000);
    expect(await one.tick()).toBe(true);
    // Instance one is gone: the next interval falls to instance two.
    moveTo(INTERVAL_MS + 20 * 60_000);
    expect(await two.tick()).toBe(true);
    expect(await two.tick()).toBe(false);
    expect(runs.map((run) => run.owner)).toEqual(['one', 'two']);
  });
});
