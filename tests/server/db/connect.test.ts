import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '@/server/db/migrations';
import { connectDatabase } from '@/server/db/connect';
import { OPEN_TIMEOUT_MS, queryRows, testEngines, type TestDatabase } from './test-databases';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

async function tableNames(database: TestDatabase): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

async function appliedMigrations(database: TestDatabase): Promise<number> {
  const rows = await queryRows<{ count: string | number }>(
    database.db,
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  return Number(rows[0]?.count);
}

describe.each(testEngines)('the database on $name', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await engine.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => database.close());

  it('creates every table from the committed migrations at start', async () => {
    expect(await tableNames(database)).toEqual([
      'estate_changes',
      'estate_observations',
      'mail_outbox',
      'rate_limit_windows',
      'scheduled_runs',
      'sent_alerts',
      'sent_changes',
      'subscriptions',
    ]);
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
  });

  it('applies nothing twice when started again on the same database', async () => {
    if (!database.url) {
      // PGlite in memory cannot be opened twice; its restart is covered by the file test.
      expect(engine.name).toBe('pglite');
      return;
    }
    const again = await Promise.all([
      connectDatabase({ engine: 'postgres', url: database.url }),
      connectDatabase({ engine: 'postgres', url: database.url }),
    ]);
    await Promise.all(again.map((connection) => connection.close()));
    expect(await appliedMigrations(database)).toBe(journal.entries.length);
  });
});
