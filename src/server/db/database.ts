import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The site's database, whichever engine runs it. A transaction is a `Database` too, so every
 * function that writes takes one and works inside or outside a transaction alike.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  | { engine: 'postgres'; url: string }
  /** dataDir null: in memory (tests); otherwise a folder that only this process may open. */
  | { engine: 'pglite'; dataDir: string | null };

export interface DatabaseConnection {
  db: Database;
  engine: DatabaseTarget['engine'];
  close(): Promise<void>;
}
