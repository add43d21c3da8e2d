import { createHmac } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCache, startAnswerCache } from '@/content-api/answer-cache';
import { tags } from '@/content-api/cache-tags';
import type { Database } from '@/server/db/database';
import type { Purge } from '@/server/freshness/purge';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';

const SECRET = 'the-content-service-signs-with-this';

const settings = vi.hoisted(() => ({
  revalidateSecret: null as string | null,
  databaseUrl: null as string | null,
}));
const database = vi.hoisted(() => ({ current: null as Database | null, opened: 0 }));
vi.mock('@/config', () => ({ config: settings }));
vi.mock('@/server/db', () => ({
  getDatabase: async () => {
    database.opened += 1;
    if (!database.current) throw new Error('no database configured');
    return database.current;
  },
}));

const { handleRevalidation } = await import('@/server/freshness/revalidate-handler');
const { onPurge } = await import('@/server/freshness/purge');

const pagePurges: Purge[] = [];
onPurge((purge) => pagePurges.push(purge));

/** Every call gets its own body, so no two tests send the same signature. */
let calls = 0;
const estateChange = (id: number, site = 'demo') =>
  JSON.stringify({ site, changes: [{ kind: 'estate', id }], call: (calls += 1) });

/** Signed as the content service signs: HMAC-SHA256 over "<timestamp>.<body>", hex, `sha256=` first. */
function signedRequest(body: string, { secret = SECRET, timestamp = Math.floor(Date.now() / 1000) } = {}) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return new Request('http://127.0.0.1:3000/api/revalidate', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-vitrine-timestamp': String(timestamp),
      'x-vitrine-signature': `sha256=${signature}`,
    },
    body,
  });
}

const KEPT = {
  villa: 'GET /sites/demo/estates/group/1001',
  flat: 'GET /sites/demo/estates/group/1002',
  coastVilla: 'GET /sites/kust/estates/group/1001',
};

/** Answers as the content client keeps them: each under `content` and what it contains. */
function keepAnswers() {
  answerCache().store(KEPT.villa, '{"id":1001}', [tags.all, tags.estate(1001)]);
  answerCache().store(KEPT.flat, '{"id":1002}', [tags.all, tags.estate(1002)]);
  answerCache().store(KEPT.coastVilla, '{"id":1001}', [
    tags.ofSite('kust', tags.all),
    tags.ofSite('kust', tags.estate(1001)),
  ]);
}

const isKept = (key: string) => answerCache().lookup(key, 60_000) !== undefined;

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;
}

beforeEach(() => {
  settings.revalidateSecret = SECRET;
  settings.databaseUrl = null;
  database.current = null;
  database.opened = 0;
  pagePurges.length = 0;
  startAnswerCache(1024 * 1024);
  keepAnswers();
});

describe('POST /api/revalidate', () => {
  it('does not exist without a configured secret', async () => {
    settings.revalidateSecret = null;
    const response = await handleRevalidation(signedRequest(estateChange(1001)));
    expect(response.status).toBe(404);
    expect(isKept(KEPT.villa)).toBe(true);
    expect(pagePurges).toEqual([]);
  });

  it("drops the changed estate's kept answers and the kept pages, and nothing of other estates or sites", async () => {
    const response = await handleRevalidation(signedRequest(estateChange(1001)));
    expect(response.status).toBe(202);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ purged: { answers: 1 } });
    expect(isKept(KEPT.villa)).toBe(false);
    expect(isKept(KEPT.flat)).toBe(true);
    expect(isKept(KEPT.coastVilla)).toBe(true);
    expect(pagePurges).toHaveLength(1);
    expect(pagePurges[0]).toMatchObject({ site: 'demo' });
    expect(pagePurges[0]!.tags).toContain(tags.estate(1001));
  });

  it("drops a site's own tagged answers in a deployment serving several sites", async () => {
    const response = await handleRevalidation(signedRequest(estateChange(1001, 'kust')));
    expect(response.status).toBe(202);
    expect(isKept(KEPT.coastVilla)).toBe(false);
    expect(isKept(KEPT.flat)).toBe(true);
  });

  it('does not open the database when there is no PostgreSQL to tell other instances through', async () => {
    await handleRevalidation(signedRequest(estateChange(1001)));
    expect(database.opened).toBe(0);
  });

  it.each([
    ['a wrong secret', (body: string) => signedRequest(body, { secret: 'a-secret-the-site-does-not-know' })],
    [
      'an old timestamp',
      (body: string) => signedRequest(body, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    [
      'a body changed after signing',
      (body: string) => {
        const signed = signedRequest(body);
        return new Request(signed.url, {
          method: 'POST',
          headers: signed.headers,
          body: body.replace('1001', '1002'),
        });
      },
    ],
    [
      'no signature',
      (body: string) => new Request('http://127.0.0.1:3000/api/revalidate', { method: 'POST', body }),
    ],
  ])('refuses a call with %s and purges nothing', async (_case, request) => {
    const response = await handleRevalidation(request(estateChange(1001)));
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('unauthorized');
    expect(isKept(KEPT.villa)).toBe(true);
    expect(pagePurges).toEqual([]);
  });

  it('takes the same change twice within a second: the second edit of an estate purges again', async () => {
    const body = estateChange(1001);
    expect((await handleRevalidation(signedRequest(body))).status).toBe(202);
    keepAnswers();
    pagePurges.length = 0;
    const again = await handleRevalidation(signedRequest(body));
    expect(again.status).toBe(202);
    expect(isKept(KEPT.villa)).toBe(false);
    expect(pagePurges).toHaveLength(1);
  });

  it('refuses a signed body that is not a list of changes, naming what is wrong', async () => {
    const unknownKind = await handleRevalidation(
      signedRequest(
        JSON.stringify({ site: 'demo', changes: [{ kind: 'office', id: 3 }], call: (calls += 1) }),
      ),
    );
    expect(unknownKind.status).toBe(400);
    const error = await errorOf(unknownKind);
    expect(error.code).toBe('invalid_input');
    expect(Object.keys(error.fields ?? {})).toEqual([expect.stringMatching(/^changes\.0/)]);

    const notJson = await handleRevalidation(signedRequest(`not json ${(calls += 1)}`));
    expect(notJson.status).toBe(400);
    expect((await errorOf(notJson)).fields).toHaveProperty('body');
    expect(pagePurges).toEqual([]);
  });

  it('refuses a body larger than any list of changes before checking it', async () => {
    const changes = Array.from({ length: 5_000 }, (_, id) => ({ kind: 'estate', id: id + 1 }));
    const response = await handleRevalidation(signedRequest(JSON.stringify({ site: 'demo', changes })));
    expect(response.status).toBe(413);
    expect(isKept(KEPT.villa)).toBe(true);
    expect(pagePurges).toEqual([]);
  });
});

describe('POST /api/revalidate with PostgreSQL', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    // PGlite hears its own notifications, which is all this needs: what the others are told.
    testDatabase = await testEngines.find((engine) => engine.name === 'pglite')!.open();
  }, OPEN_TIMEOUT_MS);
  afterAll(() => testDatabase.close());

  it('tells the other instances what to purge', async () => {
    settings.databaseUrl = 'postgres://127.0.0.1:5432/vitrine';
    database.current = testDatabase.db;
    const client = (testDatabase.db as unknown as { $client: PGlite }).$client;
    const heard: string[] = [];
    const stopListening = await client.listen('vitrine_purge', (payload) => heard.push(payload));
    try {
      expect((await handleRevalidation(signedRequest(estateChange(1001)))).status).toBe(202);
      await vi.waitFor(() => expect(heard).toHaveLength(1));
    } finally {
      await stopListening();
    }
    const notice = JSON.parse(heard[0]!) as Purge & { from: string };
    expect(notice.site).toBe('demo');
    expect(notice.tags).toEqual(
      expect.arrayContaining([tags.estate(1001), tags.ofSite('demo', tags.estates())]),
    );
    expect(isKept(KEPT.villa)).toBe(false);
  });
});
