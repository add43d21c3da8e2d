import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetRender, markServiceFailure, RENDER_ID_HEADER } from '@/server/http/render-failures';
import { answerServiceFailuresAs503 } from '@/server/http/service-failure-status';

type Outcome = { status: number; serviceFailed: boolean; via: 'statusCode' | 'writeHead' };

/** Answers as Next does, by the outcome the path names, after the content service failed or not. */
function answer(request: IncomingMessage, response: ServerResponse) {
  const renderId = randomUUID();
  request.headers[RENDER_ID_HEADER] = renderId;
  answerServiceFailuresAs503(request, response);
  response.on('finish', () => forgetRender(renderId));
  const outcome = JSON.parse(decodeURIComponent(request.url!.slice(1))) as Outcome;
  if (outcome.serviceFailed) markServiceFailure(renderId);
  if (outcome.via === 'statusCode') {
    response.statusCode = outcome.status;
    response.setHeader('cache-control', 'public, max-age=60');
    response.end('page');
  } else {
    response.writeHead(outcome.status, 'Whatever', {
      'cache-control': 'public, max-age=60',
      'x-rendered': '1',
    });
    response.end('page');
  }
}

let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const visit = (outcome: Outcome) => fetch(`${base}/${encodeURIComponent(JSON.stringify(outcome))}`);

describe.each(['statusCode', 'writeHead'] as const)('a page answered through %s', (via) => {
  it('answers 503, to be tried again in 30 s and never stored, when it broke on the content service', async () => {
    const response = await visit({ status: 500, serviceFailed: true, via });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('page');
  });

  it('stays a 500 when it broke on something else', async () => {
    const response = await visit({ status: 500, serviceFailed: false, via });
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
  });

  it('stays as it is when it rendered despite a failure', async () => {
    const response = await visit({ status: 200, serviceFailed: true, via });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('retry-after')).toBeNull();
  });
});
