import { randomUUID } from 'node:crypto';
import { Agent, request as send, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { forgetRender, metServiceFailure, RENDER_ID_HEADER } from '@/server/http/render-failures';
import type { Rendered } from './cached-handler';

/** Headers of one connection, and the encoding: the cache reads plain HTML and compresses per visitor. */
const NOT_FORWARDED = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'content-length', 'te'];

/** Longer than any render with the content service's timeout; a render past it is abandoned. */
const RENDER_TIMEOUT_MS = 60_000;

function plainHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string | string[]] => entry[1] !== undefined),
  );
}

/** The route Next rendered: its rewrite target (localized paths are rewritten), else the asked path. */
function internalPathOf(rewrite: string | string[] | undefined, url: string): string {
  const target = Array.isArray(rewrite) ? rewrite[0] : rewrite;
  return new URL(target || url, 'http://internal').pathname;
}

/** Renders a page by asking Next's handler, listening on a loopback port of this process, for it. */
export function internalRenderer(port: number) {
  const agent = new Agent({ keepAlive: true });
  return (incoming: Pick<IncomingMessage, 'url' | 'headers'>): Promise<Rendered> =>
    new Promise((resolve, reject) => {
      const headers = plainHeaders(incoming.headers);
      for (const name of NOT_FORWARDED) delete headers[name];
      headers['accept-encoding'] = 'identity';
      // A render of its own: whether it met a failure of the content service is asked of this id.
      const renderId = randomUUID();
      headers[RENDER_ID_HEADER] = renderId;
      const url = incoming.url ?? '/';
      const outgoing = send(
        { host: '127.0.0.1', port, method: 'GET', path: url, headers, agent },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            const serviceFailed = metServiceFailure(renderId);
            forgetRender(renderId);
            resolve({
              status: answer.statusCode ?? 502,
              headers: plainHeaders(answer.headers),
              body: Buffer.concat(chunks).toString('utf8'),
              internalPath: internalPathOf(answer.headers['x-middleware-rewrite'], url),
              serviceFailed,
            });
          });
        },
      );
      outgoing.setTimeout(RENDER_TIMEOUT_MS, () => outgoing.destroy(new Error(`Render of ${url} timed out`)));
      outgoing.on('error', reject);
      outgoing.end();
    });
}
