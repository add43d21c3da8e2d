import type { IncomingMessage, ServerResponse } from 'node:http';
import { RENDER_ID_HEADER, showedNotFound } from './render-failures';

/**
 * Answers 404 for a page that rendered the not-found page (components/errors/NotFoundPage marks its
 * render). Next server-renders a thrown notFound() only as an empty shell that JavaScript fills in, so
 * pages render the not-found page themselves and this sets the status. A document request only: the
 * router's own requests (`RSC: 1`) stay 200, as Next's router reloads the whole page on any other status.
 * Works on the status Next is about to send, whether set by `statusCode` or passed to `writeHead`.
 */
export function answerNotFoundPagesAs404(request: IncomingMessage, response: ServerResponse): void {
  const renderId = request.headers[RENDER_ID_HEADER];
  if (typeof renderId !== 'string' || request.headers.rsc === '1') return;
  const writeHead = response.writeHead.bind(response) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse;
  const patched = (status: number, ...rest: unknown[]): ServerResponse => {
    if (status !== 200 || !showedNotFound(renderId)) return writeHead(status, ...rest);
    return writeHead(404, ...rest.filter((value) => typeof value !== 'string'));
  };
  response.writeHead = patched as ServerResponse['writeHead'];
}
