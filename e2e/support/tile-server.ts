import { createServer } from 'node:http';
import { greyTilePng } from '../../src/demo-content-service/images/grey-tile';

/**
 * The e2e suite's tile server, on the loopback address only: every …/{z}/{x}/{y}.png is a plain
 * light-grey square, kept a week. It remembers who asked for which tile (`GET /__requests`), so the
 * specs can show that the site fetched a tile and that no visitor's address came with it.
 */

export type TileServerRequest = {
  path: string;
  userAgent: string;
  /** Headers that would name a visitor, as the site received it: none should arrive. */
  forwarded: string[];
};

const TILE_PATH = /^\/(\d+)\/(\d+)\/(\d+)\.png$/;
const VISITOR_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'referer', 'cookie'];

export function startTileServer(port: number) {
  const tile = greyTilePng();
  const requests: TileServerRequest[] = [];
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path === '/__requests') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify(requests));
    }
    if (!TILE_PATH.test(path)) {
      response.writeHead(404, { 'content-type': 'text/plain' });
      return void response.end('Not found');
    }
    requests.push({
      path,
      userAgent: request.headers['user-agent'] ?? '',
      forwarded: VISITOR_HEADERS.filter((name) => request.headers[name] !== undefined),
    });
    response.writeHead(200, {
      'content-type': 'image/png',
      'content-length': tile.length,
      'cache-control': 'public, max-age=604800',
    });
    response.end(tile);
  });
  server.listen(port, '127.0.0.1');
  return server;
}

if (process.argv[1]?.endsWith('tile-server.ts')) {
  const port = Number(process.env.TILE_SERVER_PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error('TILE_SERVER_PORT must be a port number');
  startTileServer(port);
}
