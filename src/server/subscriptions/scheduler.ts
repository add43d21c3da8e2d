import { hostname } from 'node:os';
import { config } from '@/config';
import { databaseExists, getDatabase } from '@/server/db';
import { requestMailDelivery, startMailDelivery } from '@/server/mail/delivery';
import { pruneRateLimits } from '@/server/rate-limit/sliding-window';
import { intervalJob, LOOKS_PER_INTERVAL } from './interval-claim';

const MINUTE_MS = 60_000;
const PRUNE_INTERVAL_MS = 60 * MINUTE_MS;

/** Runs `job` every interval; a run still busy when the next is due makes that one skip. */
function every(intervalMs: number, name: string, job: () => Promise<unknown>): void {
  let running = false;
  const timer = setInterval(() => {
    // No database yet means no subscription, no mail and no count to look at.
    if (running || !databaseExists()) return;
    running = true;
    job()
      .catch((error: unknown) => console.error(`${name} failed`, error))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // Background work never keeps a process alive that is otherwise done.
  timer.unref();
}

const processState = globalThis as typeof globalThis & { __vitrineBackgroundJobs?: boolean };

/**
 * The site's background work, started once per server process: mail delivery (retries, and mails
 * left by a stopped process), the alerts once per ALERTS_INTERVAL_MINUTES across every instance on
 * the database (0: never), and the clean-up of old rate-limit counts. Nothing runs at start itself,
 * so a start stays quick.
 */
export function startBackgroundJobs(): void {
  if (processState.__vitrineBackgroundJobs) return;
  processState.__vitrineBackgroundJobs = true;
  startMailDelivery();
  every(PRUNE_INTERVAL_MS, 'Rate-limit clean-up', async () => pruneRateLimits(await getDatabase()));
  if (config.alertsIntervalMinutes > 0) {
    const alertsIntervalMs = Math.round(config.alertsIntervalMinutes * MINUTE_MS);
    // Instances sharing one database take turns: each interval's alerts run on one of them.
    const alerts = intervalJob({
      database: getDatabase,
      job: 'alerts',
      intervalMs: alertsIntervalMs,
      owner: `${hostname()}:${process.pid}`,
      run: async (slotStart) => {
        const { runConfiguredAlerts } = await import('./run-alerts');
        const report = await runConfiguredAlerts();
        if (report.mails > 0) void requestMailDelivery();
        console.info(
          `Alerts of the interval from ${slotStart.toISOString()}: ${report.mails} mails, ` +
            `${report.estates} new estates, ${report.changes} changes, ${report.subscriptions} subscriptions`,
        );
      },
    });
    every(alertsIntervalMs / LOOKS_PER_INTERVAL, 'Alerts', alerts.tick);
  }
}
