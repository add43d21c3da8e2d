import 'server-only';
import path from 'node:path';
import { config } from '@/config';
import { connectDatabase } from './connect';
import { holdsPgliteDatabase } from './pglite-create';
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
 * something created it (the server opens it at start; a script may run before any server did).
 */
export function databaseExists(): boolean {
  const target = configuredDatabaseTarget();
  return target.engine === 'postgres' || target.dataDir === null || holdsPgliteDatabase(target.dataDir);
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

/**
 * Opens and migrates the database before the first request (the server's start calls it), so no
 * visitor waits for it. A failure is logged, not thrown: the server starts anyway and the first use
 * tries again.
 */
export async function openDatabaseAtStart(): Promise<boolean> {
  const started = performance.now();
  try {
    const { engine } = await provider.get();
    console.info(`Database ready (${engine}) in ${Math.round(performance.now() - started)} ms`);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Database not opened at start, tried again on first use: ${reason}`);
    return false;
  }
}

/** Closes the database of this process (scripts call it before they exit). */
export function closeDatabase(): Promise<void> {
  return provider.close();
}
