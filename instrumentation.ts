// Next calls register() once when a server process starts, and handles no request before it resolves.
export async function register() {
  // The database and mail need Node.js: the edge runtime gets nothing, and neither does the build.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { markServerStarted } = await import('@/server/server-start');
  try {
    const { openDatabaseAtStart } = await import('@/server/db');
    const { startBackgroundJobs } = await import('@/server/subscriptions/scheduler');
    const { startPurgeListener } = await import('@/server/freshness/purge-channel');
    // Here rather than on the first form: opening and migrating the embedded database takes seconds.
    await openDatabaseAtStart();
    startBackgroundJobs();
    // With PostgreSQL, other instances' purges reach this one (src/server/freshness).
    startPurgeListener();
  } finally {
    // scripts/serve.ts listens only after this.
    markServerStarted();
  }
}
