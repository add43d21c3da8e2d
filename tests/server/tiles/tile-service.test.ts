import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTileService,
  FAILED_TILE_SECONDS,
  MAX_TILE_SECONDS,
  MIN_TILE_SECONDS,
  tileLifetimeSeconds,
  type TileServiceOptions,
} from '@/server/tiles/tile-service';
import { TRANSPARENT_TILE } from '@/server/tiles/transparent-tile';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const DAY = 24 * 60 * 60;

/** A tile of `size` bytes whose content names its address, as a tile server would answer it. */
function pngAnswer(url: string, size = 100, cacheControl = 'max-age=864000') {
  const body = new Uint8Array(size);
  body.set(PNG_SIGNATURE);
  body.set(new TextEncoder().encode(new URL(url).pathname).subarray(0, size - 8), 8);
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'image/png', 'cache-control': cacheControl },
  });
}

type FetchCall = { url: string; userAgent: string | null };

function tileServer(answer: (url: string) => Response | Promise<Response> = (url) => pngAnswer(url)) {
  const calls: FetchCall[] = [];
  const fetchTile = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, userAgent: new Headers(init?.headers).get('user-agent') });
    return answer(url);
  });
  return { calls, fetch: fetchTile as unknown as typeof fetch };
}

function service(overrides: Partial<TileServiceOptions> = {}) {
  let clock = Date.parse('2026-03-01T12:00:00Z');
  const tiles = createTileService({
    template: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
    userAgent: 'Immo Test site (+https://immo.example; tiles@immo.example)',
    timeoutMs: 200,
    maxZoom: 19,
    cacheBytes: 1024 * 1024,
    now: () => clock,
    ...overrides,
  });
  return { tiles, advance: (seconds: number) => (clock += seconds * 1000) };
}

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the tile route', () => {
  it('fetches a missing tile from the tile server with an identifying User-Agent and lets browsers keep it', async () => {
    const upstream = tileServer();
    const { tiles } = service({ fetch: upstream.fetch });

    const response = await tiles.answer('12', '2101', '1371.png');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${10 * DAY}`);
    expect(upstream.calls).toEqual([
      {
        url: 'https://b.tiles.example.org/12/2101/1371.png',
        userAgent: 'Immo Test site (+https://immo.example; tiles@immo.example)',
      },
    ]);
    expect(Array.from((await bytesOf(response)).subarray(0, 8))).toEqual(PNG_SIGNATURE);
  });

  it('serves a kept tile without asking the tile server again', async () => {
    const upstream = tileServer();
    const { tiles, advance } = service({ fetch: upstream.fetch });
    const first = await bytesOf(await tiles.answer('12', '2101', '1371.png'));
    advance(3 * DAY);

    const again = await tiles.answer('12', '2101', '1371.png');

    expect(upstream.calls).toHaveLength(1);
    expect(await bytesOf(again)).toEqual(first);
    expect(again.headers.get('cache-control')).toBe(`public, max-age=${7 * DAY}`);
  });

  it('asks the tile server again once the tile may no longer be kept', async () => {
    const upstream = tileServer();
    const { tiles, advance } = service({ fetch: upstream.fetch });
    await tiles.answer('12', '2101', '1371.png');
    advance(10 * DAY + 1);

    await tiles.answer('12', '2101', '1371.png');

    expect(upstream.calls).toHaveLength(2);
  });

  it.each([
    ['a zoom that is not a number', 'z', '0', '0.png'],
    ['a fractional zoom', '1.5', '0', '0.png'],
    ['a negative column', '3', '-1', '0.png'],
    ['a column written with leading zeros', '3', '01', '0.png'],
    ['a zoom beyond 19', '20', '0', '0.png'],
    ['a column beyond 2^z − 1', '3', '8', '0.png'],
    ['a row beyond 2^z − 1', '0', '0', '1.png'],
    ['a row without its extension', '3', '1', '1'],
    ['another image type', '3', '1', '1.svg'],
    ['a huge number', '3', '1', '99999999999999999999.png'],
  ])('answers 400 to %s, without asking the tile server', async (_case, z, x, y) => {
    const upstream = tileServer();
    const { tiles } = service({ fetch: upstream.fetch });

    const response = await tiles.answer(z, x, y);

    expect(response.status).toBe(400);
    expect(upstream.calls).toEqual([]);
  });

  it('answers 400 above the configured highest zoom, and serves the edge tiles of the zoom below', async () => {
    const upstream = tileServer();
    const { tiles } = service({ fetch: upstream.fetch, maxZoom: 16 });

    expect((await tiles.answer('17', '0', '0.png')).status).toBe(400);
    expect((await tiles.answer('16', '65535', '65535.png')).status).toBe(200);
    expect((await tiles.answer('0', '0', '0.png')).status).toBe(200);
  });

  it.each([
    ['is down', () => Promise.reject(new TypeError('fetch failed'))],
    ['answers 503', () => new Response('busy', { status: 503, headers: { 'content-type': 'image/png' } })],
    ['answers 404', () => new Response('gone', { status: 404, headers: { 'content-type': 'text/plain' } })],
    [
      'answers something that is not an image',
      () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    ],
    ['answers an SVG', () => new Response('<svg/>', { headers: { 'content-type': 'image/svg+xml' } })],
    [
      'answers an empty body',
      () => new Response(new Uint8Array(0), { headers: { 'content-type': 'image/png' } }),
    ],
  ])(
    'answers a transparent tile for a minute when the tile server %s, never an error',
    async (_case, answer) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const upstream = tileServer(answer);
      const { tiles } = service({ fetch: upstream.fetch });

      const response = await tiles.answer('5', '16', '10.png');

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe(`public, max-age=${FAILED_TILE_SECONDS}`);
      expect(await bytesOf(response)).toEqual(TRANSPARENT_TILE);
    },
  );

  it('gives up on a tile server that does not answer in time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hanging = tileServer(
      (url) =>
        new Promise<Response>((resolve) => {
          setTimeout(() => resolve(pngAnswer(url)), 5_000);
        }),
    );
    const fetchWithSignal = (async (input: string | URL | Request, init?: RequestInit) =>
      Promise.race([
        hanging.fetch(input, init),
        new Promise<never>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
      ])) as typeof fetch;
    const { tiles } = service({ fetch: fetchWithSignal, timeoutMs: 100 });

    const started = Date.now();
    const response = await tiles.answer('5', '16', '10.png');

    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await bytesOf(response)).toEqual(TRANSPARENT_TILE);
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${FAILED_TILE_SECONDS}`);
  });

  it('keeps serving an outdated tile, briefly, while the tile server fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let down = false;
    const upstream = tileServer((url) =>
      down ? Promise.reject(new TypeError('fetch failed')) : pngAnswer(url),
    );
    const { tiles, advance } = service({ fetch: upstream.fetch });
    const kept = await bytesOf(await tiles.answer('12', '2101', '1371.png'));
    down = true;
    advance(11 * DAY);

    const response = await tiles.answer('12', '2101', '1371.png');

    expect(await bytesOf(response)).toEqual(kept);
    expect(response.headers.get('cache-control')).toBe(`public, max-age=${FAILED_TILE_SECONDS}`);
  });

  it('shares one upstream request among concurrent requests for the same missing tile', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const upstream = tileServer(async (url) => {
      await gate;
      return pngAnswer(url);
    });
    const { tiles } = service({ fetch: upstream.fetch });

    const answers = Array.from({ length: 5 }, () => tiles.answer('9', '262', '170.png'));
    const other = tiles.answer('9', '263', '170.png');
    release();
    const responses = await Promise.all([...answers, other]);

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(upstream.calls.map((call) => call.url)).toEqual([
      'https://a.tiles.example.org/9/262/170.png',
      'https://b.tiles.example.org/9/263/170.png',
    ]);
    const bodies = await Promise.all(answers.map(async (answer) => bytesOf(await answer)));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
  });

  it('keeps tiles within its byte bound, dropping the least recently used first', async () => {
    const upstream = tileServer((url) => pngAnswer(url, 1000));
    const { tiles } = service({ fetch: upstream.fetch, cacheBytes: 3000 });
    const fetchedUrls = () => upstream.calls.map((call) => new URL(call.url).pathname);

    await tiles.answer('3', '0', '0.png');
    await tiles.answer('3', '1', '0.png');
    await tiles.answer('3', '2', '0.png');
    expect(tiles.cachedBytes()).toBe(3000);
    // 3/0/0 is used again, so 3/1/0 is now the least recently used.
    await tiles.answer('3', '0', '0.png');
    await tiles.answer('3', '3', '0.png');

    expect(tiles.cachedBytes()).toBe(3000);
    expect(fetchedUrls()).toEqual(['/3/0/0.png', '/3/1/0.png', '/3/2/0.png', '/3/3/0.png']);
    await tiles.answer('3', '0', '0.png');
    await tiles.answer('3', '2', '0.png');
    await tiles.answer('3', '3', '0.png');
    expect(fetchedUrls()).toHaveLength(4);
    await tiles.answer('3', '1', '0.png');
    expect(fetchedUrls()).toEqual(['/3/0/0.png', '/3/1/0.png', '/3/2/0.png', '/3/3/0.png', '/3/1/0.png']);
    expect(tiles.cachedBytes()).toBe(3000);
  });
});

describe('tileLifetimeSeconds', () => {
  it("follows the tile server's max-age between a week and 30 days", () => {
    expect(tileLifetimeSeconds('public, max-age=864000, stale-while-revalidate=604800')).toBe(10 * DAY);
    expect(tileLifetimeSeconds('max-age=3600')).toBe(MIN_TILE_SECONDS);
    expect(tileLifetimeSeconds('max-age=31536000')).toBe(MAX_TILE_SECONDS);
  });

  it('keeps a tile a week when the tile server says nothing usable', () => {
    expect(tileLifetimeSeconds(null)).toBe(7 * DAY);
    expect(tileLifetimeSeconds('no-cache')).toBe(7 * DAY);
  });
});

describe('the transparent tile', () => {
  it('is a 256×256 PNG', () => {
    const view = Buffer.from(TRANSPARENT_TILE);
    expect(Array.from(view.subarray(0, 8))).toEqual(PNG_SIGNATURE);
    expect(view.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(view.readUInt32BE(16)).toBe(256);
    expect(view.readUInt32BE(20)).toBe(256);
    // Colour type 4: grey with alpha.
    expect(view[25]).toBe(4);
  });
});
