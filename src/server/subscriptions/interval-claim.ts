import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { scheduledRuns } from '@/server/db/schema';

/** Rows older than this many intervals are of no use to anyone: removed as new ones are taken. */
const KEPT_INTERVALS = 100;

/** The start of the interval `at` falls in: counted from the epoch, so the same on every instance. */
export function intervalStart(at: Date, intervalMs: number): Date {
  return new Date(Math.floor(at.getTime() / intervalMs) * intervalMs);
}

/**
 * Takes the interval `at` falls in for `job`, for this instance alone: the interval's start for the
 * one instance whose row lands (the primary key refuses every other), null for the rest.
 */
export async function claimInterval(
  db: Database,
  job: string,
  intervalMs: number,
  owner: string,
  at: Date,
): Promise<Date | null> {
  const slotStart = intervalStart(at, intervalMs);
  const taken = await db
    .insert(scheduledRuns)
    .values({ job, slotStart, claimedBy: owner, claimedAt: at })
    .onConflictDoNothing()
    .returning({ job: scheduledRuns.job });
  if (taken.length === 0) return null;
  const forgotten = new Date(slotStart.getTime() - KEPT_INTERVALS * intervalMs);
  await db
    .delete(scheduledRuns)
    .where(and(eq(scheduledRuns.job, job), lt(scheduledRuns.slotStart, forgotten)));
  return slotStart;
}

export interface IntervalJobOptions {
  database: () => Promise<Database>;
  job: string;
  intervalMs: number;
  /** Names this instance in the rows it writes. */
  owner: string;
  /** The work, told which interval it runs for. */
  run: (slotStart: Date) => Promise<unknown>;
  now?: () => Date;
}

/** How often an instance looks whether the current interval is still free, per interval. */
export const LOOKS_PER_INTERVAL = 4;

/**
 * A job that runs once per interval across every instance sharing the database. Each instance calls
 * `tick` several times an interval (LOOKS_PER_INTERVAL): the first tick of an interval, on whichever
 * instance, runs it, and a timer that drifts past an interval's end still finds the next one free.
 * Resolves to whether this tick ran the job.
 */
export function intervalJob(options: IntervalJobOptions): { tick: () => Promise<boolean> } {
  const now = options.now ?? (() => new Date());
  return {
    async tick() {
      const db = await options.database();
      const slotStart = await claimInterval(db, options.job, options.intervalMs, options.owner, now());
      if (!slotStart) return false;
      await options.run(slotStart);
      return true;
    },
  };
}
