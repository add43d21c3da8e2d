import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { Client } from 'pg';
import { connectDatabase } from '@/server/db/connect';
import type { Database, DatabaseConnection } from '@/server/db/database';
import { migratePgliteDatabase, migrationsFolder } from '@/server/db/migrations';
import * as schema from '@/server/db/schema';

/** Opening an engine can take seconds on a busy machine; hooks that open one get this long. */
export const OPEN_TIMEOUT_MS = 60_000;

/**
 * The engines the database tests run on: PGlite always, and a PostgreSQL server as well when
 * DATABASE_URL_TEST names one (.ci/run starts it). Each test file gets a database of its own.
 */
export interface TestDatabase {
  db: Database;
  connection: DatabaseConnection;
  /** Empties every table between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the URL of this file's own database, for a second connection. */
  url: string | null;
}

export interface TestEngine {
  name: 'pglite' | 'postgres';
  open(): Promise<TestDatabase>;
}

/** Rows of a raw query: both engines answer with `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

async function resetTables(db: Database): Promise<void> {
  await db.execute(
    sql`truncate table mail_outbox, sent_alerts, sent_changes, estate_changes, estate_observations, subscriptions, rate_limit_windows, scheduled_runs restart identity cascade`,
  );
}

function wrap(connection: DatabaseConnection, url: string | null, drop: () => Promise<void>): TestDatabase {
  return {
    db: connection.db,
    connection,
    url,
    reset: () => resetTables(connection.db),
    close: async () => {
      await connection.close();
      await drop();
    },
  };
}

/** Changes whenever a migration is added or edited, so a stale template is never used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Creating a PGlite database runs initdb, which is slow; a migrated database is therefore made
 * once, saved as a tarball in the temp folder, and loaded by every test file.
 */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `vitrine-pglite-${migrationsFingerprint()}.tar`);
  if (!existsSync(file)) {
    const connection = await connectDatabase({ engine: 'pglite', dataDir: null });
    const client = (connection.db as unknown as { $client: PGlite }).$client;
    const tarball = await client.dumpDataDir('none');
    await connection.close();
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await tarball.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

const pglite: TestEngine = {
  name: 'pglite',
  async open() {
    const client = await PGlite.create({ loadDataDir: await pgliteTemplate() });
    await migratePgliteDatabase(client);
    const connection: DatabaseConnection = {
      db: drizzle({ client, schema }),
      engine: 'pglite',
      close: () => client.close(),
    };
    return wrap(connection, null, async () => {});
  },
};

async function asAdmin<T>(serverUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const DROP_ATTEMPTS = 5;

/**
 * Drops a test database and whoever is still connected to it. An autovacuum worker, which the server
 * starts on a database that has just taken many writes, belongs to no role the test user may end:
 * PostgreSQL then refuses the drop (42501), and the drop waits for the worker to finish instead.
 */
async function dropDatabase(serverUrl: string, name: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await asAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      return;
    } catch (error) {
      const refused = (error as { code?: string }).code === '42501';
      if (!refused || attempt === DROP_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

function postgres(serverUrl: string): TestEngine {
  return {
    name: 'postgres',
    async open() {
      const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
      await asAdmin(serverUrl, (client) => client.query(`create database ${name}`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const connection = await connectDatabase({ engine: 'postgres', url: url.toString() });
      return wrap(connection, url.toString(), () => dropDatabase(serverUrl, name));
    },
  };
}

const serverUrl = process.env.DATABASE_URL_TEST;
export const testEngines: TestEngine[] = serverUrl ? [pglite, postgres(serverUrl)] : [pglite];
