import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { config } from '@/config';
import { connectDatabase } from './connect';
import type { Database, DatabaseTarget } from './database';
import { createDatabaseProvider, type DatabaseProvider } from './provider';

export type { Database, DatabaseConnection, DatabaseTarget } from './database';
export { connectDatabase } from './connect';
export { DatabaseInUseError } from './pglite-lock';
export * as tables from './schema';

/** Where the configuration puts the database: DATABASE_URL, else PGlite files under `${DATA_DIR}/db`. */
export function configuredDatabaseTarget(): DatabaseTarget {
  return config.databaseUrl
    ? { engine: 'postgres', url: config.databaseUrl }
    : { engine: 'pglite', dataDir: path.resolve(config.dataDir, 'db') };
}

/**
 * Whether there can be anything to read: always with a server; with the embedded database only once
 * something created it. Background jobs ask first, so a site whose forms were never used does not
 * spend memory on opening an empty database.
 */
export function databaseExists(): boolean {
  const target = configuredDatabaseTarget();
  return (
    target.engine === 'postgres' ||
    target.dataDir === null ||
    existsSync(path.join(target.dataDir, 'PG_VERSION'))
  );
}

// Kept on globalThis: Next may load this module more than once in one process (instrumentation and
// route handlers are bundled apart), and the embedded database must be opened only once.
const processState = globalThis as typeof globalThis & { __vitrineDatabase?: DatabaseProvider };
const provider = (processState.__vitrineDatabase ??= createDatabaseProvider(() =>
  connectDatabase(configuredDatabaseTarget()),
));

/** The site's database, migrated and ready. */
export async function getDatabase(): Promise<Database> {
  return (await provider.get()).db;
}

/** Closes the database of this process (scripts call it before they exit). */
export function closeDatabase(): Promise<void> {
  return provider.close();
}
