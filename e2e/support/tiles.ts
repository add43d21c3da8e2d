import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Map tiles in e2e tests: every request shaped like a slippy-map tile (…/{z}/{x}/{y}.png on any host,
 * tile.openstreetmap.org included) is answered with a plain light-grey square made here, so tests
 * never reach the internet and never wait on it.
 */

const TILE_SIZE = 256;
const TILE_GREY = 0xee;

/** …/12/2101/1371.png, …/12/2101/1371@2x.png, …/12/2101/1371.jpg?key=… */
const TILE_PATH = /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/i;

export function isTileUrl(url: URL): boolean {
  return TILE_PATH.test(url.pathname);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** A valid 256×256 8-bit greyscale PNG of one flat colour. */
export function greyTilePng(size = TILE_SIZE, grey = TILE_GREY): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter method, no interlace
  // Each scanline starts with its filter type (0: none), then one byte per pixel.
  const scanline = Buffer.concat([Buffer.from([0]), Buffer.alloc(size, grey)]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => scanline));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
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
