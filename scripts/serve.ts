// The production server of `npm start` (and of the e2e suite and the bench): Next's handler, with the
// page cache of src/server/page-cache in front. Usage: tsx scripts/serve.ts [--port N] (or PORT).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { config } from '@/config';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { onPurge } from '@/server/freshness/purge';
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@/server/http/client-address';
import {
  forgetRender,
  OUTAGE_PAGE_HEADER,
  outagePageToken,
  RENDER_ID_HEADER,
} from '@/server/http/render-failures';
import { answerNotFoundPagesAs404 } from '@/server/http/not-found-status';
import { ALLOWED_METHODS, judgeRequest } from '@/server/http/request-sanity';
import { guardResponse, malformedRequestAnswer } from '@/server/http/response-guard';
import type { ResponseContext } from '@/server/http/response-headers';
import { answerServiceFailuresAs503 } from '@/server/http/service-failure-status';
import { isHttpsVisit, receivedPort, REQUEST_PORT_HEADER } from '@/server/http/visitor-origin';
import { createCachedHandler } from '@/server/page-cache/cached-handler';
import { internalRenderer } from '@/server/page-cache/internal-render';
import { answerJoinedStylesheet, joinedStylesheet } from '@/server/page-cache/joined-stylesheet-answer';
import type { KeptPage } from '@/server/page-cache/kept-page';
import { PageStore } from '@/server/page-cache/page-store';
import { createNonce } from '@/server/security/content-security-policy';
import { pagePolicy } from '@/server/security/page-policy';
import { eventLoopQuiet, serverStarted } from '@/server/server-start';

/** How long a kept page may still be handed out while new renders fail (an outage of the service). */
const USABLE_FOR_MS = 24 * 60 * 60_000;
/** Longer than opening and migrating the database takes on a slow machine; then it listens anyway. */
const START_LIMIT_MS = 120_000;
/** How long Next's loading of every route may hold back listening, and the calm that says it is over. */
const SETTLE_LIMIT_MS = 30_000;
const SETTLED_AFTER_MS = 500;

const siteOrigin = new URL(config.siteUrl).origin;

/** A request's headers as the client (or a trusted proxy) sent them, before Next adds its own. */
const sentHeaders = (request: IncomingMessage) => ({
  get: (name: string) => [request.headers[name] ?? []].flat().join(', ') || null,
});

/**
 * What handlers may learn only from this server, never from the client: its address, the port it
 * came in on, and the nonce policy Next stamps its scripts with (also on pages proxy.ts does not see,
 * such as Next's own 404s). Returns how the response's headers are to be guarded.
 */
function prepareRequest(request: IncomingMessage): ResponseContext {
  const sent = sentHeaders(request);
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    sent,
    request.socket.remoteAddress,
    config.trustedProxyHops,
  );
  request.headers[REQUEST_PORT_HEADER] = receivedPort(
    sent,
    request.socket.localPort,
    config.trustedProxyHops,
  );
  const policy = pagePolicy(createNonce());
  request.headers['content-security-policy'] = policy;
  return {
    overHttps: isHttpsVisit(sent, config),
    fallbackPolicy: policy,
    siteOrigin,
    routerRequest: request.headers.rsc === '1',
  };
}

/** A request the site answers itself: a malformed path or target, a method it never serves. */
function refuse(response: ServerResponse, status: number) {
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...(status === 405 ? { allow: ALLOWED_METHODS } : {}),
  });
  response.end(STATUS_CODES[status]);
}

/** The outage page in the language of the page asked for (the proxy's 503 page, asked for by this server). */
function outagePageRequest(request: IncomingMessage) {
  const first = (request.url ?? '/').split(/[/?#]/)[1] ?? '';
  const language = isLocale(first) ? first : defaultLocale;
  return {
    url: `/${language}/service-unavailable`,
    headers: { ...request.headers, [OUTAGE_PAGE_HEADER]: outagePageToken() },
  };
}

function portFromArguments(): number {
  const index = process.argv.indexOf('--port');
  const value = index >= 0 ? process.argv[index + 1] : process.env.PORT;
  const port = Number(value ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`Not a port: ${value}`);
  return port;
}

/**
 * Hands Next the configuration its build wrote, as its standalone server does: without it Next compiles
 * next.config.ts again at start (with SWC's native binding, and next-intl's plugin with its own), about
 * 60 MB of memory a running server never uses. The settings read at run time are applied on top.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next';

function applyBuiltConfig() {
  const built = JSON.parse(readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')) as {
    config: Record<string, unknown>;
  };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify({
    ...built.config,
    cacheMaxMemorySize: config.nextCacheBytes,
  });
}

async function main() {
  // React and Next pick their production builds from NODE_ENV, read when they load: set it first.
  Object.assign(process.env, { NODE_ENV: 'production' });
  // tsx turns Node's source maps on for the scripts it compiles. Left on, Node would also read and keep
  // the source map of every build chunk Next loads, tens of MB a server never uses: stack traces then
  // point into the build's chunks, as under `next start`.
  process.setSourceMapsEnabled(false);
  const { default: next } = await import('next');

  const port = portFromArguments();
  applyBuiltConfig();
  const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
  const nextHandler = app.getRequestHandler();
  await app.prepare();
  const passThrough = (request: IncomingMessage, response: ServerResponse) => {
    answerServiceFailuresAs503(request, response);
    answerNotFoundPagesAs404(request, response);
    return nextHandler(request, response);
  };

  let handler: (request: IncomingMessage, response: ServerResponse) => unknown = passThrough;
  if (config.pageCacheSeconds > 0) {
    // Kept pages link one stylesheet joined from Next's chunks (joined-stylesheets.ts).
    const chunksDirectory = path.join(distDir, 'static', 'chunks');
    // The cache reads whole renders from Next's handler on a loopback port of this same process.
    const internal = createServer(passThrough);
    await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
    const store = new PageStore<KeptPage>({
      freshMs: config.pageCacheSeconds * 1000,
      usableMs: USABLE_FOR_MS,
      maxBytes: config.pageCacheMaxBytes,
    });
    // Any page may show what changed (a price is on its detail page, lists, the home page): all go.
    onPurge(() => store.clear());
    const render = internalRenderer((internal.address() as AddressInfo).port);
    const cachedHandler = createCachedHandler({
      passThrough,
      render,
      renderOutage: (request) => render(outagePageRequest(request)),
      store,
      stylesheetOf: (chunkNames) => joinedStylesheet(chunksDirectory, chunkNames),
    });
    handler = async (request, response) =>
      (await answerJoinedStylesheet(request, response, chunksDirectory)) || cachedHandler(request, response);
  }

  // Next runs instrumentation.ts's register() (the database) after prepare(), before its first
  // request, and then loads every route's code: listening only then, no visitor waits for either.
  if (!(await serverStarted(START_LIMIT_MS))) {
    console.warn('No word from register() yet (a build older than this code?); listening anyway');
  }
  await eventLoopQuiet(SETTLED_AFTER_MS, SETTLE_LIMIT_MS);

  const server = createServer((request, response) => {
    guardResponse(response, prepareRequest(request));
    // Whether this request meets a failure of the content service is asked of this id (render-failures.ts).
    const renderId = randomUUID();
    request.headers[RENDER_ID_HEADER] = renderId;
    response.on('close', () => forgetRender(renderId));
    const verdict = judgeRequest(request.method, request.url);
    if (verdict.kind === 'refuse') return refuse(response, verdict.status);
    request.url = verdict.target;
    Promise.resolve(handler(request, response)).catch((error: unknown) => {
      console.error('Request failed', request.url, error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end();
    });
  });
  // Requests Node cannot parse (an unknown method, a broken request line) get an answer with the
  // security headers too, not Node's bare one.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const context = {
      overHttps: siteOrigin.startsWith('https:'),
      fallbackPolicy: "default-src 'none'",
      siteOrigin,
      routerRequest: false,
    };
    socket.end(malformedRequestAnswer(error.code, context));
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
