import type { DatabaseConnection } from './database';

/**
 * One connection per process, opened on first use. A failed start (server down, folder locked) is
 * forgotten, so the next request tries again instead of failing for the life of the process.
 */
export interface DatabaseProvider {
  get(): Promise<DatabaseConnection>;
  close(): Promise<void>;
}

export function createDatabaseProvider(open: () => Promise<DatabaseConnection>): DatabaseProvider {
  let pending: Promise<DatabaseConnection> | null = null;
  return {
    get() {
      pending ??= open().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
    async close() {
      const current = pending;
      pending = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}
