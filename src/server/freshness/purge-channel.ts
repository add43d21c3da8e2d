import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { config } from '@/config';
import { getDatabase } from '@/server/db';
import { forgetEverything, purgeHere, type Purge } from './purge';

/**
 * Purges reach every instance of a deployment through PostgreSQL's LISTEN/NOTIFY: the instance the
 * webhook reached purges itself and notifies; each other instance hears it and purges too. With the
 * embedded database there is one process, and purging it is all.
 */
const CHANNEL = 'vitrine_purge';
/** NOTIFY carries at most 8000 bytes; a long list of tags goes in several notifications. */
const MAX_PAYLOAD_BYTES = 7_000;
const RECONNECT_MS = 1_000;

type Notice = Purge & { from: string };

const globalState = globalThis as typeof globalThis & {
  __vitrineInstanceId?: string;
  __vitrinePurgeListener?: boolean;
};
/** This process, so it does not purge twice on hearing its own notification. */
const instanceId = (globalState.__vitrineInstanceId ??= randomUUID());

/** Notices of at most MAX_PAYLOAD_BYTES each, together naming every tag of the purge. */
export function noticesOf(purge: Purge, from: string): string[] {
  const notices: string[] = [];
  let tags: string[] = [];
  const encode = (batch: string[]) =>
    JSON.stringify({ from, site: purge.site, tags: batch } satisfies Notice);
  for (const tag of purge.tags) {
    if (tags.length > 0 && Buffer.byteLength(encode([...tags, tag])) > MAX_PAYLOAD_BYTES) {
      notices.push(encode(tags));
      tags = [];
    }
    tags.push(tag);
  }
  if (tags.length > 0) notices.push(encode(tags));
  return notices;
}

/** Purges this instance and, with PostgreSQL, tells the others. */
export async function announcePurge(purge: Purge): Promise<{ answers: number }> {
  const here = purgeHere(purge);
  if (config.databaseUrl) {
    const db = await getDatabase();
    for (const notice of noticesOf(purge, instanceId)) {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${notice})`);
    }
  }
  return here;
}

function parseNotice(payload: string | undefined): Notice | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Notice>;
    if (typeof notice.from !== 'string' || typeof notice.site !== 'string' || !Array.isArray(notice.tags)) {
      return null;
    }
    return {
      from: notice.from,
      site: notice.site,
      tags: notice.tags.filter((tag) => typeof tag === 'string'),
    };
  } catch {
    return null;
  }
}

async function listen(url: string): Promise<void> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  let reconnecting = false;
  const reconnect = (reason: string) => {
    if (reconnecting) return;
    reconnecting = true;
    console.error(`Purge listener lost its connection (${reason}); reconnecting`);
    client.end().catch(() => {});
    // Whatever was announced meanwhile is lost to this instance: start from an empty cache.
    setTimeout(() => void listen(url).then(forgetEverything), RECONNECT_MS);
  };
  client.on('error', (error) => reconnect(error.message));
  client.on('end', () => reconnect('ended'));
  client.on('notification', (message) => {
    const notice = parseNotice(message.payload);
    if (notice && notice.from !== instanceId) purgeHere(notice);
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
  } catch (error) {
    reconnect(error instanceof Error ? error.message : String(error));
  }
}

/** Starts hearing other instances' purges (with PostgreSQL only); once per process. */
export function startPurgeListener(): void {
  if (!config.databaseUrl || globalState.__vitrinePurgeListener) return;
  globalState.__vitrinePurgeListener = true;
  void listen(config.databaseUrl);
}
