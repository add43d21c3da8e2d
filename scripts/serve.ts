// The production server of `npm start` (and of the e2e suite and the bench): Next's handler, with the
// page cache of src/server/page-cache in front. Usage: tsx scripts/serve.ts [--port N] (or PORT).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { config } from '@/config';
import { onPagePurge } from '@/server/freshness/purge';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@/server/http/client-address';
import { forgetRender, RENDER_ID_HEADER } from '@/server/http/render-failures';
import { answerServiceFailuresAs503 } from '@/server/http/service-failure-status';
import { createCachedHandler } from '@/server/page-cache/cached-handler';
import { internalRenderer } from '@/server/page-cache/internal-render';
import type { KeptPage } from '@/server/page-cache/kept-page';
import { PageStore } from '@/server/page-cache/page-store';
import { eventLoopQuiet, serverStarted } from '@/server/server-start';

/** How long a kept page may still be handed out while new renders fail (an outage of the service). */
const USABLE_FOR_MS = 24 * 60 * 60_000;
/** Longer than opening and migrating the database takes on a slow machine; then it listens anyway. */
const START_LIMIT_MS = 120_000;
/** How long Next's loading of every route may hold back listening, and the calm that says it is over. */
const SETTLE_LIMIT_MS = 30_000;
const SETTLED_AFTER_MS = 500;

function portFromArguments(): number {
  const index = process.argv.indexOf('--port');
  const value = index >= 0 ? process.argv[index + 1] : process.env.PORT;
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Not a port: ${value}`);
  return port;
}

async function main() {
  // React and Next pick their production builds from NODE_ENV, read when they load: set it first.
  Object.assign(process.env, { NODE_ENV: 'production' });
  const { default: next } = await import('next');

  const port = portFromArguments();
  const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
  const nextHandler = app.getRequestHandler();
  await app.prepare();
  const passThrough = (request: IncomingMessage, response: ServerResponse) => {
    answerServiceFailuresAs503(request, response);
    return nextHandler(request, response);
  };

  let handler: (request: IncomingMessage, response: ServerResponse) => unknown = passThrough;
  if (config.pageCacheSeconds > 0) {
    // The cache reads whole renders from Next's handler on a loopback port of this same process.
    const internal = createServer(passThrough);
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    const store = new PageStore<KeptPage>({
      freshMs: config.pageCacheSeconds * 1000,
      usableMs: USABLE_FOR_MS,
      maxBytes: config.pageCacheMaxBytes,
    });
    // Any page may show what changed (a price is on its detail page, lists, the home page): all go.
    onPagePurge(() => store.clear());
    handler = createCachedHandler({
      passThrough,
      render: internalRenderer((internal.address() as AddressInfo).port),
      store,
    });
  }

  // Next runs instrumentation.ts's register() (the database) after prepare(), before its first
  // request, and then loads every route's code: listening only then, no visitor waits for either.
  if (!(await serverStarted(START_LIMIT_MS))) {
    console.warn('No word from register() yet (a build older than this code?); listening anyway');
  }
  await eventLoopQuiet(SETTLED_AFTER_MS, SETTLE_LIMIT_MS);

  const server = createServer((request, response) => {
    // Route handlers see no socket: they get the client's address from here, never a value the client
    // sent, worked out before Next adds forwarding headers of its own.
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
      { get: (name) => [request.headers[name] ?? []].flat().join(', ') || null },
      request.socket.remoteAddress,
      config.trustedProxyHops,
    );
    const renderId = randomUUID();
    request.headers[RENDER_ID_HEADER] = renderId;
    response.on('close', () => forgetRender(renderId));
    Promise.resolve(handler(request, response)).catch((error: unknown) => {
      console.error('Request failed', request.url, error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end();
    });
  });
  server.listen(port, () => {
    const cache = config.pageCacheSeconds > 0 ? `page cache ${config.pageCacheSeconds} s` : 'no page cache';
    console.log(`Vitrine listening on http://localhost:${port} (${cache})`);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.close();
      process.exit(0);
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
