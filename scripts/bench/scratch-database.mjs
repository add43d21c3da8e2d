// A database of its own for one bench part, on the PostgreSQL server of DATABASE_URL_TEST (whose role
// may create databases), dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function asAdmin(serverUrl, query) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/**
 * A new database named after `purpose`: its URL, and how to drop it. Without a server, `url` is null
 * (the part then uses the embedded PGlite, or says it was not measured).
 */
export async function scratchDatabase(serverUrl, purpose) {
  if (!serverUrl) return { url: null, drop: async () => {} };
  const name = `vitrine_bench_${purpose}_${randomBytes(6).toString('hex')}`;
  await asAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
