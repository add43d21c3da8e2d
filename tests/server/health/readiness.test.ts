import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCache, startAnswerCache } from '@/content-api/answer-cache';
import { markUpstreamUp } from '@/content-api/upstream-health';
import type { Database } from '@/server/db/database';
import { OPEN_TIMEOUT_MS, testEngines, type TestDatabase } from '../db/test-databases';

const database = vi.hoisted(() => ({ current: null as Database | null }));
vi.mock('@/server/db', () => ({
  getDatabase: async () => {
    if (!database.current) throw new Error('connection refused');
    return database.current;
  },
}));

type ProbeGlobals = typeof globalThis & { __vitrineUpstreamProbe?: unknown };

let contentService: Server;
let serviceUrl: string;
let unreachableUrl: string;
let testDatabase: TestDatabase;

async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  testDatabase = await testEngines.find((engine) => engine.name === 'pglite')!.open();
  contentService = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"demo"}');
  });
  serviceUrl = await listening(contentService);
  // A port nothing listens on any more: connections to it are refused.
  const closed = createServer();
  unreachableUrl = await listening(closed);
  await new Promise((resolve) => closed.close(resolve));
}, OPEN_TIMEOUT_MS);
afterAll(async () => {
  await new Promise((resolve) => contentService.close(resolve));
  await testDatabase.close();
});

beforeEach(() => {
  database.current = testDatabase.db;
  startAnswerCache(1024 * 1024);
});
afterEach(() => vi.unstubAllEnvs());

/** The readiness check and /readyz of an instance whose content service is at `url`. */
async function instanceServedBy(url: string) {
  vi.stubEnv('CONTENT_API_URL', url);
  vi.stubEnv('SITE_ID', 'demo');
  delete (globalThis as ProbeGlobals).__vitrineUpstreamProbe;
  markUpstreamUp();
  vi.resetModules();
  const { checkReadiness } = await import('@/server/health/readiness');
  const { GET } = await import('../../../app/readyz/route');
  return { checkReadiness, readyz: GET };
}

describe('the readiness of an instance', () => {
  it('is ready with its database and the content service answering', async () => {
    const { checkReadiness, readyz } = await instanceServedBy(serviceUrl);
    expect(await checkReadiness()).toEqual({ ready: true, database: 'ok', contentService: 'ok' });
    const answer = await readyz();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({ status: 'ready' });
  });

  it('is not ready when the content service is unreachable and it kept nothing to serve from', async () => {
    const { checkReadiness, readyz } = await instanceServedBy(unreachableUrl);
    expect(await checkReadiness()).toEqual({ ready: false, database: 'ok', contentService: 'unreachable' });
    const answer = await readyz();
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({ status: 'not ready', contentService: 'unreachable' });
  });

  it('stays ready while the content service is unreachable if it kept answers to serve from', async () => {
    answerCache().store('GET /sites/demo', '{"id":"demo"}', ['content']);
    const { checkReadiness } = await instanceServedBy(unreachableUrl);
    expect(await checkReadiness()).toEqual({
      ready: true,
      database: 'ok',
      contentService: 'unreachable but pages cached',
    });
  });

  it('is not ready when its database does not open', async () => {
    database.current = null;
    const { checkReadiness, readyz } = await instanceServedBy(serviceUrl);
    expect(await checkReadiness()).toEqual({ ready: false, database: 'unreachable', contentService: 'ok' });
    expect((await readyz()).status).toBe(503);
  });
});
