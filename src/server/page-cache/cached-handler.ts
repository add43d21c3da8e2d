import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { pageCacheKey, type RenderedPage } from './cacheable';
import { isTransferHeader, keepPage, replayPage, type KeptPage } from './kept-page';
import { linkedChunkNames } from './joined-stylesheets';
import { RETRY_AFTER_SECONDS } from '@/server/http/service-failure-status';
import { freshNonce } from './nonce-rotation';
import type { PageStore } from './page-store';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** One render; `serviceFailed`: the content service failed during it, so what it shows is partial. */
export type Rendered = RenderedPage & { body: string; serviceFailed?: boolean };

type Dependencies = {
  /** Next's own handler: everything the cache does not answer. */
  passThrough: (request: IncomingMessage, response: ServerResponse) => unknown;
  /** One render of the page the request asks for, read whole (no compression). */
  render: (request: IncomingMessage) => Promise<Rendered>;
  /** The localized outage page, for a render that broke on a failure of the content service. */
  renderOutage?: (request: IncomingMessage) => Promise<Rendered>;
  store: PageStore<KeptPage>;
  /** The CSS of these chunks joined, for a kept page to carry in itself; null when unavailable. */
  stylesheetOf?: (chunkNames: readonly string[]) => Promise<string | null>;
  log?: (message: string, error: unknown) => void;
};

type RenderResult = { rendered: Rendered; kept: KeptPage | null };

/** Whether the client takes gzip: named (or `*`) in Accept-Encoding, and not with q=0. */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const offers = String(acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((offer) => offer.split(';').map((part) => part.trim()));
  const gzipOffer = offers.find(([coding]) => coding === 'gzip') ?? offers.find(([coding]) => coding === '*');
  if (!gzipOffer) return false;
  const quality = gzipOffer.slice(1).find((parameter) => parameter.startsWith('q='));
  return quality === undefined || Number(quality.slice(2)) > 0;
}

function send(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  payload: Buffer,
) {
  headers['content-length'] = String(payload.length);
  response.writeHead(status, headers);
  response.end(request.method === 'HEAD' ? undefined : payload);
}

async function writeBody(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: string,
) {
  let payload: Buffer = Buffer.from(body);
  if (
    acceptsGzip(request.headers['accept-encoding']) &&
    String(headers['content-type'] ?? '').startsWith('text/')
  ) {
    payload = await gzipAsync(payload);
    headers['content-encoding'] = 'gzip';
  }
  send(request, response, status, headers, payload);
}

/**
 * The page cache in front of Next: a page the same for everyone is rendered once and handed out again
 * for a while, each time with a fresh nonce (strict CSP and cached pages together). Concurrent requests
 * for a page being rendered wait for that one render; a page past its freshness is handed out while a
 * new render replaces it, so during a content-service outage kept pages stay available.
 */
export function createCachedHandler({
  passThrough,
  render,
  renderOutage,
  store,
  stylesheetOf,
  log = console.error,
}: Dependencies) {
  const inFlight = new Map<string, Promise<RenderResult>>();

  async function pageStylesheet(rendered: Rendered): Promise<string | null> {
    const chunkNames = linkedChunkNames(rendered.body);
    return stylesheetOf && chunkNames.length > 1 ? stylesheetOf(chunkNames) : null;
  }

  function renderOnce(key: string, request: IncomingMessage): Promise<RenderResult> {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = render(request)
        .then(async (rendered) => {
          // A page rendered around a failure (a search shown as "no results") is not for keeping.
          const kept = rendered.serviceFailed ? null : keepPage(rendered, await pageStylesheet(rendered));
          if (kept) store.store(key, kept, kept.bytes);
          // Gone, moved or personal now: stop handing out the old copy. A failure keeps it.
          else if (rendered.status < 500 && !rendered.serviceFailed) store.delete(key);
          return { rendered, kept };
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  /** The outage page in place of a page that broke on the service: 503, to be asked for again soon. */
  function sendOutage(request: IncomingMessage, response: ServerResponse, outage: Rendered) {
    const own = Object.fromEntries(
      Object.entries(outage.headers).filter(([name]) => !isTransferHeader(name)),
    );
    const headers = { ...own, 'retry-after': RETRY_AFTER_SECONDS, 'cache-control': 'no-store' };
    return writeBody(request, response, 503, headers, outage.body);
  }

  // A kept page is stored gzip-encoded: most visitors get it as it is, the others get it decoded.
  async function sendKept(request: IncomingMessage, response: ServerResponse, page: KeptPage, state: string) {
    const replay = replayPage(page, freshNonce(), request.headers);
    const headers: Record<string, string> = { ...replay.headers, 'x-page-cache': state };
    if (acceptsGzip(request.headers['accept-encoding'])) {
      headers['content-encoding'] = 'gzip';
      return send(request, response, 200, headers, replay.gzippedBody);
    }
    return send(request, response, 200, headers, await gunzipAsync(replay.gzippedBody));
  }

  return async function handle(request: IncomingMessage, response: ServerResponse) {
    const key = pageCacheKey(request.method, request.url, request.headers);
    if (!key) return passThrough(request, response);
    const found = store.lookup(key);
    if (found.state !== 'missing') {
      if (found.state === 'stale')
        renderOnce(key, request).catch((error) => log('Page refresh failed', error));
      return sendKept(request, response, found.page, found.state);
    }
    const startsRender = !inFlight.has(key);
    let result: RenderResult;
    try {
      result = await renderOnce(key, request);
    } catch (error) {
      log('Page render for the cache failed', error);
      return passThrough(request, response);
    }
    if (result.kept) return sendKept(request, response, result.kept, 'miss');
    // Not for sharing: the visitor whose request rendered it gets it; the others get their own render.
    if (!startsRender) return passThrough(request, response);
    if (result.rendered.serviceFailed && result.rendered.status >= 500 && renderOutage) {
      const outage = await renderOutage(request).catch((error: unknown) => {
        log('Outage page render failed', error);
        return null;
      });
      if (outage?.status === 200) return sendOutage(request, response, outage);
    }
    const { status, headers, body } = result.rendered;
    const own = Object.fromEntries(Object.entries(headers).filter(([name]) => !isTransferHeader(name)));
    return writeBody(request, response, status, own, body);
  };
}
