// The database side of the alert-run bench (scripts/bench/alert-run.mjs), run with the scratch
// DATA_DIR and the demo content service in its environment:
//   seed <file.json>  stores the subscriptions listed in the file (a fresh database is created first);
//   run               one alert run, printed as JSON with its time and this process's peak RSS.
import { readFileSync } from 'node:fs';

const ROWS_PER_INSERT = 500;

type SeedRow = {
  email: string;
  token: string;
  locale: string;
  criteria: Record<string, unknown>;
  alertKinds: string[];
  alertFrequency: string;
  createdAt: string;
};

async function seed(file: string): Promise<void> {
  const { getDatabase } = await import('../../src/server/db');
  const { subscriptions } = await import('../../src/server/db/schema');
  const rows = (JSON.parse(readFileSync(file, 'utf8')) as SeedRow[]).map((row) => ({
    ...row,
    siteId: 'demo',
    siteUrl: process.env.SITE_URL ?? 'http://localhost',
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.createdAt),
  }));
  const db = await getDatabase();
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.insert(subscriptions).values(rows.slice(start, start + ROWS_PER_INSERT));
  }
  console.log(JSON.stringify({ seeded: rows.length }));
}

async function run(): Promise<void> {
  const { runConfiguredAlerts } = await import('../../src/server/subscriptions/run-alerts');
  const began = performance.now();
  const report = await runConfiguredAlerts();
  const ms = Math.round(performance.now() - began);
  // maxRSS is in kibibytes: the peak of the whole process, start and module loading included.
  const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(JSON.stringify({ ms, peakRssMb, report }));
}

async function main(): Promise<void> {
  const [mode, file] = process.argv.slice(2);
  const { closeDatabase } = await import('../../src/server/db');
  try {
    if (mode === 'seed' && file) await seed(file);
    else if (mode === 'run') await run();
    else throw new Error('Usage: alert-run-child.ts seed <file.json> | run');
  } finally {
    await closeDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
