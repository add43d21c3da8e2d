import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerNotFoundPagesAs404 } from '@/server/http/not-found-status';
import { forgetRender, markNotFound, RENDER_ID_HEADER } from '@/server/http/render-failures';

type Outcome = { status: number; notFound: boolean; via: 'statusCode' | 'writeHead' };

/** Answers as Next does, by the outcome the path names, after the page showed the 404 page or not. */
function answer(request: IncomingMessage, response: ServerResponse) {
  const renderId = randomUUID();
  request.headers[RENDER_ID_HEADER] = renderId;
  answerNotFoundPagesAs404(request, response);
  response.on('finish', () => forgetRender(renderId));
  const outcome = JSON.parse(decodeURIComponent(request.url!.slice(1))) as Outcome;
  if (outcome.notFound) markNotFound(renderId);
  if (outcome.via === 'statusCode') {
    response.statusCode = outcome.status;
    response.end('page');
  } else {
    response.writeHead(outcome.status, 'OK', { 'x-rendered': '1' });
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

const visit = (outcome: Outcome, headers: Record<string, string> = {}) =>
  fetch(`${base}/${encodeURIComponent(JSON.stringify(outcome))}`, { headers });

describe.each(['statusCode', 'writeHead'] as const)('a page answered through %s', (via) => {
  it('answers 404, with the page it rendered, when it showed the not-found page', async () => {
    const response = await visit({ status: 200, notFound: true, via });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('page');
  });

  it('stays 200 when it showed what was asked for', async () => {
    expect((await visit({ status: 200, notFound: false, via })).status).toBe(200);
  });

  it('keeps any other status (a redirect, an error) as it is', async () => {
    expect((await visit({ status: 308, notFound: true, via })).status).toBe(308);
    expect((await visit({ status: 500, notFound: true, via })).status).toBe(500);
  });

  it("stays 200 for the router's own request, which it would otherwise turn into a full reload", async () => {
    expect((await visit({ status: 200, notFound: true, via }, { rsc: '1' })).status).toBe(200);
  });
});
