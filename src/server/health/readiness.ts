import 'server-only';
import { sql } from 'drizzle-orm';
import { answerCache } from '@/content-api/answer-cache';
import { getDatabase } from '@/server/db';
import { upstreamIsAvailable } from '@/server/upstream-status';

/** A load balancer gives up on a check long before this; the answer must come first. */
const CHECK_TIMEOUT_MS = 3_000;

export type Readiness = {
  ready: boolean;
  database: 'ok' | 'unreachable';
  contentService: 'ok' | 'unreachable but pages cached' | 'unreachable';
};

function withinTime<T>(check: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check.catch(() => fallback), late]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance should get visitors: its database answers (opening it applied the migrations,
 * or it did not open), and the content service answers or this instance kept answers to serve from.
 */
export async function checkReadiness(): Promise<Readiness> {
  const [databaseOk, serviceOk] = await Promise.all([
    withinTime(
      getDatabase().then(async (db) => {
        await db.execute(sql`select 1`);
        return true;
      }),
      false,
    ),
    withinTime(upstreamIsAvailable(), false),
  ]);
  const contentService = serviceOk
    ? 'ok'
    : answerCache().size > 0
      ? 'unreachable but pages cached'
      : 'unreachable';
  return {
    ready: databaseOk && contentService !== 'unreachable',
    database: databaseOk ? 'ok' : 'unreachable',
    contentService,
  };
}
