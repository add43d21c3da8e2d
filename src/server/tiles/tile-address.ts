/** One slippy-map tile: zoom level, column and row. */
export type TileAddress = { z: number; x: number; y: number };

/** The tile template the maps use: the site's own route (app/tiles), on the origin the visitor is on. */
export const SITE_TILE_URL = '/tiles/{z}/{x}/{y}.png';

/** The highest zoom level any tile server of the standard scheme renders. */
export const HIGHEST_ZOOM = 19;

const INTEGER = /^(0|[1-9]\d{0,6})$/;
/** The row carries the image extension the maps ask for: 1371.png. */
const ROW = /^(0|[1-9]\d{0,6})\.png$/;

/**
 * The tile named by the route's three path segments, or null when they name none: not plain decimal
 * integers, a zoom above `maxZoom`, or a column or row outside 0 … 2^z − 1.
 */
export function parseTileAddress(z: string, x: string, row: string, maxZoom: number): TileAddress | null {
  const rowMatch = ROW.exec(row);
  if (!INTEGER.test(z) || !INTEGER.test(x) || !rowMatch) return null;
  const zoom = Number(z);
  if (zoom > Math.min(maxZoom, HIGHEST_ZOOM)) return null;
  const edge = 2 ** zoom;
  const column = Number(x);
  const line = Number(rowMatch[1]);
  if (column >= edge || line >= edge) return null;
  return { z: zoom, x: column, y: line };
}

const SUBDOMAINS = ['a', 'b', 'c'];

/**
 * The upstream address of a tile from a template such as https://{s}.tile.example.org/{z}/{x}/{y}.png.
 * {s} is one of a, b, c, always the same for the same tile; {r} (the retina suffix) is left empty.
 */
export function upstreamTileUrl(template: string, tile: TileAddress): string {
  const subdomain = SUBDOMAINS[(tile.x + tile.y) % SUBDOMAINS.length] ?? 'a';
  return template
    .replaceAll('{s}', subdomain)
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y))
    .replaceAll('{r}', '');
}
