import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import type { DatabaseConnection, DatabaseTarget } from './database';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrations';
import { createPgliteDatabaseApart, holdsPgliteDatabase } from './pglite-create';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';

// A small cache halves the embedded engine's memory; it only holds a few small tables.
const pgliteStartParams = () => [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function connectPglite(dataDir: string | null): Promise<DatabaseConnection> {
  let unlock = () => {};
  if (dataDir) {
    // PGlite does not create the folder above its own.
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  try {
    if (dataDir && !holdsPgliteDatabase(dataDir)) await createPgliteDatabaseApart(dataDir);
    const client = await PGlite.create(dataDir ?? undefined, { startParams: pgliteStartParams() });
    await migratePgliteDatabase(client);
    return {
      db: drizzlePglite({ client, schema }),
      engine: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function connectPostgres(url: string): Promise<DatabaseConnection> {
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle connection dropped by the server must not bring the process down; the pool reconnects.
  pool.on('error', (error) => console.error('Database connection lost', error.message));
  try {
    await migratePostgresDatabase(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db: drizzlePostgres({ client: pool, schema }), engine: 'postgres', close: () => pool.end() };
}

/** Opens the database and brings its tables up to date. */
export async function connectDatabase(target: DatabaseTarget): Promise<DatabaseConnection> {
  return target.engine === 'postgres' ? connectPostgres(target.url) : connectPglite(target.dataDir);
}
