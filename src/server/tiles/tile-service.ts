import { parseTileAddress, upstreamTileUrl, type TileAddress } from './tile-address';
import { TileCache, type CachedTile } from './tile-cache';
import { TRANSPARENT_TILE } from './transparent-tile';

/**
 * Map tiles through the site (GET /tiles/{z}/{x}/{y}.png): the browser asks the site, the site asks the
 * tile server, so the tile server never sees a visitor's address. Tiles are kept in memory for as long
 * as the tile server allows — its Cache-Control max-age, at least a week and at most 30 days — and one
 * upstream request serves every visitor who asks for the same missing tile meanwhile. A tile server
 * that fails (down, slow, an error, not an image) costs the map one empty square, never an error.
 */

/**
 * OpenStreetMap's tile usage policy: keep tiles as its caching headers say, and at least 7 days
 * when they say nothing usable.
 */
export const MIN_TILE_SECONDS = 7 * 24 * 60 * 60;
export const MAX_TILE_SECONDS = 30 * 24 * 60 * 60;
/** How long a browser keeps the empty square of a failed tile before asking again. */
export const FAILED_TILE_SECONDS = 60;
/** The largest tile read from the tile server; a raster tile is a few dozen KiB. */
const MAX_TILE_BYTES = 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export type TileServiceOptions = {
  /** MAP_TILE_URL: https://tile.openstreetmap.org/{z}/{x}/{y}.png, {s} and {r} allowed. */
  template: string;
  /** Names the site and a contact, as tile servers ask. */
  userAgent: string;
  timeoutMs: number;
  maxZoom: number;
  /** The memory the kept tiles may take. */
  cacheBytes: number;
  fetch?: typeof fetch;
  now?: () => number;
};

export type TileService = {
  answer(z: string, x: string, row: string): Promise<Response>;
  /** Bytes of tiles kept now. */
  cachedBytes(): number;
};

/** Seconds the tile server lets a tile be kept, clamped to a week … 30 days. */
export function tileLifetimeSeconds(cacheControl: string | null): number {
  const maxAge = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/i.exec(cacheControl ?? '');
  const seconds = maxAge ? Number(maxAge[1]) : MIN_TILE_SECONDS;
  return Math.min(MAX_TILE_SECONDS, Math.max(MIN_TILE_SECONDS, seconds));
}

const badRequest = () =>
  new Response('Bad Request', {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

function tileAnswer(body: Uint8Array, contentType: string, maxAgeSeconds: number): Response {
  return new Response(new Uint8Array(body), {
    status: 200,
    headers: {
      'content-type': contentType,
      'content-length': String(body.byteLength),
      'cache-control': `public, max-age=${maxAgeSeconds}`,
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}

const emptyTile = () => tileAnswer(TRANSPARENT_TILE, 'image/png', FAILED_TILE_SECONDS);

class UnusableTile extends Error {}

async function readTile(response: Response): Promise<Uint8Array> {
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!response.ok || !IMAGE_TYPES.includes(contentType)) {
    void response.body?.cancel().catch(() => undefined);
    throw new UnusableTile(`tile server answered ${response.status} ${contentType || 'without a type'}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_TILE_BYTES) {
    void response.body?.cancel().catch(() => undefined);
    throw new UnusableTile(`tile of ${declared} bytes`);
  }
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength === 0 || body.byteLength > MAX_TILE_BYTES) {
    throw new UnusableTile(`tile of ${body.byteLength} bytes`);
  }
  return body;
}

export function createTileService(options: TileServiceOptions): TileService {
  const fetchTile = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new TileCache(options.cacheBytes);
  const pending = new Map<string, Promise<CachedTile | null>>();

  async function fromUpstream(tile: TileAddress): Promise<CachedTile | null> {
    try {
      const response = await fetchTile(upstreamTileUrl(options.template, tile), {
        headers: { 'user-agent': options.userAgent, accept: IMAGE_TYPES.join(', ') },
        redirect: 'follow',
        cache: 'no-store',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const body = await readTile(response);
      const lifetime = tileLifetimeSeconds(response.headers.get('cache-control'));
      const contentType = response.headers.get('content-type')!.split(';')[0]!.trim().toLowerCase();
      return { body, contentType, expiresAt: now() + lifetime * 1000 };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Map tile ${tile.z}/${tile.x}/${tile.y} unavailable from the tile server: ${reason}`);
      return null;
    }
  }

  /** One upstream request per missing tile, however many visitors wait for it. */
  function fetchOnce(key: string, tile: TileAddress): Promise<CachedTile | null> {
    const running = pending.get(key);
    if (running) return running;
    const request = fromUpstream(tile)
      .then((fetched) => {
        if (fetched) cache.set(key, fetched);
        return fetched;
      })
      .finally(() => pending.delete(key));
    pending.set(key, request);
    return request;
  }

  const secondsLeft = (tile: CachedTile) => Math.max(1, Math.floor((tile.expiresAt - now()) / 1000));

  return {
    async answer(z, x, row) {
      const tile = parseTileAddress(z, x, row, options.maxZoom);
      if (!tile) return badRequest();
      const key = `${tile.z}/${tile.x}/${tile.y}`;
      const kept = cache.get(key);
      if (kept && kept.expiresAt > now()) return tileAnswer(kept.body, kept.contentType, secondsLeft(kept));
      const fetched = await fetchOnce(key, tile);
      if (fetched) return tileAnswer(fetched.body, fetched.contentType, secondsLeft(fetched));
      // An outdated tile beats an empty square while the tile server fails; neither is kept for long.
      if (kept) return tileAnswer(kept.body, kept.contentType, FAILED_TILE_SECONDS);
      return emptyTile();
    },
    cachedBytes: () => cache.bytes,
  };
}
