import type { APIRequestContext, Page } from '@playwright/test';
import { TILE_SERVER_PORT } from './servers';
import type { TileServerRequest } from './tile-server';

/**
 * Map tiles in e2e tests. The sites fetch their tiles from the suite's own tile server
 * (support/tile-server.ts, MAP_TILE_URL of every e2e site) and hand them to the browser from their
 * /tiles route. In the browser, every request shaped like a slippy-map tile is noted, and one bound
 * for any address but the loopback one (tile.openstreetmap.org, say) is stopped and noted too: a test
 * never reaches the internet.
 */

/** …/12/2101/1371.png, …/12/2101/1371@2x.png, …/12/2101/1371.jpg?key=… */
const TILE_PATH = /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/i;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function isTileUrl(url: URL): boolean {
  return TILE_PATH.test(url.pathname);
}

export type TileWatch = {
  /** The tile URLs the page asked for so far, in order. */
  requestedTiles: () => readonly string[];
  /** Tile requests the page sent anywhere but the loopback address (stopped before they left). */
  tilesBoundElsewhere: () => readonly string[];
};

export async function watchMapTiles(page: Page): Promise<TileWatch> {
  const requested: string[] = [];
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (isTileUrl(new URL(request.url()))) requested.push(request.url());
  });
  await page.route(
    (url) => isTileUrl(url) && !LOOPBACK_HOSTS.includes(url.hostname),
    async (route) => {
      elsewhere.push(route.request().url());
      await route.abort('blockedbyclient');
    },
  );
  return { requestedTiles: () => requested, tilesBoundElsewhere: () => elsewhere };
}

/** Every tile the e2e sites asked the suite's tile server for since it started. */
export async function tileServerRequests(request: APIRequestContext): Promise<TileServerRequest[]> {
  const response = await request.get(`http://127.0.0.1:${TILE_SERVER_PORT}/__requests`);
  return (await response.json()) as TileServerRequest[];
}
