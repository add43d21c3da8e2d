import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { acceptsGzip } from './cached-handler';
import { chunkNamesOf } from './joined-stylesheets';

const gzipAsync = promisify(gzip);

/** Named by content hashes, so it never changes: as long-lived as Next's own chunks. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The CSS of a joined stylesheet (joined-stylesheets.ts): the build's chunks it names, in its order,
 * or null when one of them is not in this build (a page of an older build, or a made-up name).
 */
export async function joinedStylesheet(chunksDirectory: string, chunkNames: readonly string[]) {
  try {
    const parts = await Promise.all(
      chunkNames.map((name) => readFile(path.join(chunksDirectory, `${name}.css`), 'utf8')),
    );
    return parts.join('\n');
  } catch {
    return null;
  }
}

/**
 * Answers a request for a joined stylesheet and returns true, or returns false for any other request.
 * Nothing is kept between requests: a browser asks once per build, and reading and compressing
 * ~90 KB of CSS takes a millisecond or two.
 */
export async function answerJoinedStylesheet(
  request: IncomingMessage,
  response: ServerResponse,
  chunksDirectory: string,
): Promise<boolean> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const chunkNames = chunkNamesOf((request.url ?? '').split('?')[0] ?? '');
  if (!chunkNames) return false;
  const css = await joinedStylesheet(chunksDirectory, chunkNames);
  if (css === null) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : 'Not Found');
    return true;
  }
  const headers: Record<string, string> = {
    'content-type': 'text/css; charset=utf-8',
    'cache-control': IMMUTABLE,
    vary: 'Accept-Encoding',
  };
  let body = Buffer.from(css);
  if (acceptsGzip(request.headers['accept-encoding'])) {
    body = await gzipAsync(body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
