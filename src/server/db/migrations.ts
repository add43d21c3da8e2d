import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';

/** The committed migrations (`npm run db:generate` writes them); the site runs from the project root. */
export const migrationsFolder = path.join(process.cwd(), 'drizzle');

/** Any number: it only has to be the same for every instance of the site. */
const MIGRATION_LOCK_KEY = 7_246_118_003;

/** Applies the migrations not applied yet; running it again changes nothing. */
export async function migratePgliteDatabase(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

/**
 * The same for a PostgreSQL server. Several instances may start at once: an advisory lock on one
 * connection lets one of them migrate while the others wait, then find nothing left to do.
 */
export async function migratePostgresDatabase(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
