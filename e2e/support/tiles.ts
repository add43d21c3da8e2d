import type { Page } from '@playwright/test';
import { greyTilePng } from '../../src/demo-content-service/images/grey-tile';

/**
 * Map tiles in e2e tests: every request shaped like a slippy-map tile (…/{z}/{x}/{y}.png on any host,
 * tile.openstreetmap.org included) is answered with a plain light-grey square made here, so tests
 * never reach the internet and never wait on it.
 */

/** …/12/2101/1371.png, …/12/2101/1371@2x.png, …/12/2101/1371.jpg?key=… */
const TILE_PATH = /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/i;

export function isTileUrl(url: URL): boolean {
  return TILE_PATH.test(url.pathname);
}

const tile = greyTilePng();

export type TileStub = {
  /** The tile URLs the page asked for so far, in order. */
  requestedTiles: () => readonly string[];
};

export async function stubMapTiles(page: Page): Promise<TileStub> {
  const requested: string[] = [];
  await page.route(isTileUrl, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'image/png',
      headers: { 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' },
      body: tile,
    });
  });
  return { requestedTiles: () => requested };
}
