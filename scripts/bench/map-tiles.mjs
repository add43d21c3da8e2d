// The listing's map view with tiles the site already keeps, against tiles it must first fetch from the
// tile server: the time from navigation until the last tile of the map has arrived. Each run starts a
// site of its own (an empty tile cache) whose MAP_TILE_URL is a stand-in tile server on the loopback
// address that answers each tile after UPSTREAM_DELAY_MS (the round trip to a public tile server),
// opens the map once (tiles from the tile server) and then again in a new browser context (tiles from
// the site's cache; the browser's own cache is empty both times).
import { once } from 'node:events';
import { createServer } from 'node:http';
import { chromium } from '@playwright/test';
import { row } from './report.mjs';
import { startServer, waitFor } from './servers.mjs';

/** What one tile costs from a public tile server, round trip included; a stand-in, not a measure. */
export const UPSTREAM_DELAY_MS = 100;
const MAP_PATH = '/nl/te-koop?view=map';

/** A tile server on 127.0.0.1 that answers every tile with `tile` after the delay, and counts them. */
async function delayedTileServer(port, tile) {
  let served = 0;
  const server = createServer((request, response) => {
    setTimeout(() => {
      served += 1;
      response.writeHead(200, {
        'content-type': 'image/png',
        'content-length': tile.length,
        'cache-control': 'public, max-age=604800',
      });
      response.end(tile);
    }, UPSTREAM_DELAY_MS);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return { served: () => served, close: () => server.close() };
}

/**
 * Milliseconds from navigation start until the last map tile arrived, from the first tile request until
 * then, and how many tiles the map shows.
 */
async function timeToTiles(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      () => {
        const tiles = [...document.querySelectorAll('.leaflet-tile')];
        return tiles.length > 0 && tiles.every((tile) => tile.classList.contains('leaflet-tile-loaded'));
      },
      null,
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => {
      const tiles = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/tiles/'));
      const lastArrived = Math.max(...tiles.map((entry) => entry.responseEnd));
      return {
        ms: Math.round(lastArrived),
        // From the first tile asked for to the last one arrived: the tiles' own part of it.
        spanMs: Math.round(lastArrived - Math.min(...tiles.map((entry) => entry.startTime))),
        tiles: tiles.length,
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
};

/** Median of `runs` runs of each, and the tile server's requests during the cached visits (none expected). */
export async function mapTilesFromCache({ port, upstreamPort, demo, env, core, runs, chromePath }) {
  const tile = Buffer.from(await (await fetch(`${demo}/tiles/0/0/0.png`)).arrayBuffer());
  const upstream = await delayedTileServer(upstreamPort, tile);
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const fromUpstream = [];
  const fromCache = [];
  const spanUpstream = [];
  const spanCache = [];
  let upstreamDuringCached = 0;
  let tileCount = 0;
  try {
    for (let run = 0; run < runs; run += 1) {
      const site = `http://localhost:${port}`;
      const server = startServer(port, {
        env: {
          ...env,
          SITE_URL: site,
          DATA_DIR: 'data/bench-tiles',
          MAP_TILE_URL: `http://127.0.0.1:${upstreamPort}/{z}/{x}/{y}.png`,
        },
        core,
      });
      try {
        await waitFor(`${site}/nl`);
        // The page itself rendered and kept once, so both visits differ only in where the tiles come from.
        await (await fetch(`${site}${MAP_PATH}`)).arrayBuffer();
        const cold = await timeToTiles(browser, `${site}${MAP_PATH}`);
        const before = upstream.served();
        const warm = await timeToTiles(browser, `${site}${MAP_PATH}`);
        upstreamDuringCached += upstream.served() - before;
        console.log(
          `map tiles, run ${run + 1}: ${cold.ms} ms (tiles ${cold.spanMs} ms) from the tile server, ` +
            `${warm.ms} ms (tiles ${warm.spanMs} ms) from the cache`,
        );
        fromUpstream.push(cold.ms);
        fromCache.push(warm.ms);
        spanUpstream.push(cold.spanMs);
        spanCache.push(warm.spanMs);
        tileCount = warm.tiles;
      } finally {
        server.kill('SIGTERM');
        if (server.exitCode === null) await once(server, 'exit');
      }
    }
  } finally {
    await browser.close();
    upstream.close();
  }
  return {
    fromUpstream: median(fromUpstream),
    fromCache: median(fromCache),
    spanUpstream: median(spanUpstream),
    spanCache: median(spanCache),
    upstreamDuringCached,
    tileCount,
  };
}

export function mapTilesRows({ fromUpstream, fromCache, spanUpstream, spanCache, upstreamDuringCached, tileCount }) {
  return [
    row(`listing map view, tiles from the site's cache: tiles loaded (ms, ${tileCount} tiles)`, fromCache),
    row(
      `listing map view, tiles from the tile server (${UPSTREAM_DELAY_MS} ms each): tiles loaded (ms)`,
      fromUpstream,
    ),
    row("listing map view, tiles from the site's cache: first tile asked to last arrived (ms)", spanCache),
    row('listing map view, tiles from the tile server: first tile asked to last arrived (ms)', spanUpstream),
    row('listing map view from the cache: requests to the tile server', upstreamDuringCached, '0', upstreamDuringCached === 0),
  ];
}
