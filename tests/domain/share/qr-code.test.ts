import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrPathData, qrSymbol, qrViewSize } from '@/domain/share/qr-code';

const PIXELS_PER_MODULE = 4;

/** Reads back the dark modules the SVG path draws: each `M{x} {y}h{n}v1h-{n}z` is one run of a row. */
function modulesOfPath(path: string, side: number): boolean[][] {
  const grid = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let column = Number(x); column < Number(x) + Number(length); column += 1) {
      grid[Number(y)]![column] = true;
    }
  }
  return grid;
}

/** The modules as the RGBA pixels of an image, as a phone's camera would see the printed code. */
function pixelsOf(grid: boolean[][]): { data: Uint8ClampedArray; width: number } {
  const width = grid.length * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dark = grid[Math.floor(y / PIXELS_PER_MODULE)]![Math.floor(x / PIXELS_PER_MODULE)];
      data.fill(dark ? 0 : 255, (y * width + x) * 4, (y * width + x) * 4 + 3);
      data[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { data, width };
}

const canonical = 'https://www.agence.be/fr/offre/maison-a-vendre-gand/1234';

describe('the QR code of a detail page', () => {
  it('scans back to the canonical address it was drawn from', () => {
    const symbol = qrSymbol(canonical);
    const side = qrViewSize(symbol);
    const { data, width } = pixelsOf(modulesOfPath(qrPathData(symbol), side));
    expect(jsQR(data, width, width)?.data).toBe(canonical);
  });

  it('has 17 + 4 × version modules a side and a quiet zone of four around them', () => {
    const symbol = qrSymbol(canonical);
    expect(symbol.size).toBe(17 + 4 * symbol.version);
    expect(qrViewSize(symbol)).toBe(symbol.size + 2 * QR_QUIET_ZONE);
    const grid = modulesOfPath(qrPathData(symbol), qrViewSize(symbol));
    expect(grid.slice(0, QR_QUIET_ZONE).flat()).not.toContain(true);
    // The top-left finder pattern starts right after the quiet zone with a row of seven dark modules.
    expect(grid[QR_QUIET_ZONE]!.slice(QR_QUIET_ZONE, QR_QUIET_ZONE + 7)).toEqual(Array(7).fill(true));
  });

  it('grows to a larger version for a longer address', () => {
    const short = qrSymbol('https://a.be/nl');
    const long = qrSymbol(`${canonical}/${'appartement-met-zicht-op-zee-'.repeat(4)}`);
    expect(long.version).toBeGreaterThan(short.version);
  });
});
