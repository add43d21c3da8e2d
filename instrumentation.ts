// Next calls register() once when a server process starts; it starts the site's background work.
export async function register() {
  // The database and mail need Node.js: the edge runtime gets nothing, and neither does the build.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startBackgroundJobs } = await import('@/server/subscriptions/scheduler');
  startBackgroundJobs();
}
