import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { metServiceFailure, RENDER_ID_HEADER } from './render-failures';

/** As the proxy's 503 page says: the service is usually back within moments. */
export const RETRY_AFTER_SECONDS = '30';

/**
 * Turns the 500 of a request that broke on a failure of the content service (unreachable, a 5xx, an
 * answer that failed its schema or size cap) into a 503 with Retry-After, never stored: the visitor and
 * crawlers learn it is temporary, and the error page shows the "back soon" state for that digest.
 * Works on the status Next is about to send, whether set by `statusCode` or passed to `writeHead`.
 */
export function answerServiceFailuresAs503(request: IncomingMessage, response: ServerResponse): void {
  const renderId = request.headers[RENDER_ID_HEADER];
  if (typeof renderId !== 'string') return;
  const writeHead = response.writeHead.bind(response) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse;
  const patched = (status: number, ...rest: unknown[]): ServerResponse => {
    if (status !== 500 || !metServiceFailure(renderId)) return writeHead(status, ...rest);
    response.setHeader('retry-after', RETRY_AFTER_SECONDS);
    response.setHeader('cache-control', 'no-store');
    // Headers handed to writeHead win over those set before: drop a caching header among them.
    const headers = rest.find(
      (value): value is OutgoingHttpHeaders =>
        typeof value === 'object' && value !== null && !Array.isArray(value),
    );
    if (headers) {
      for (const name of Object.keys(headers))
        if (/^(cache-control|retry-after)$/i.test(name)) delete headers[name];
    }
    return writeHead(503, ...rest.filter((value) => typeof value !== 'string'));
  };
  response.writeHead = patched as ServerResponse['writeHead'];
}
