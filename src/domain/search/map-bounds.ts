import type { GeoBoundingBox } from '@/content-api/schemas';

/*
 * The map area a visitor searched ("search this area"), kept in the URL as
 * `bounds=<south>,<west>,<north>,<east>` in degrees. Four decimals are about 11 m: finer than a pixel
 * at any zoom a listing map shows, and short enough for a shared link.
 */

const AREA_DECIMALS = 4;
const AREA_FACTOR = 10 ** AREA_DECIMALS;
// A coordinate already on the grid may sit a hair off it in floating point (50.1234 * 1e4).
const GRID_TOLERANCE = 1e-6;

const decimal = String.raw`-?\d+(?:\.\d+)?`;
const boundsPattern = new RegExp(`^(${decimal}),(${decimal}),(${decimal}),(${decimal})$`);

const nearest = (degrees: number) => Math.round(degrees * AREA_FACTOR) / AREA_FACTOR;
const up = (degrees: number) => Math.ceil(degrees * AREA_FACTOR - GRID_TOLERANCE) / AREA_FACTOR;
const down = (degrees: number) => Math.floor(degrees * AREA_FACTOR + GRID_TOLERANCE) / AREA_FACTOR;
const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/** A box on the globe with room inside: south below north, west of east (no box across 180°). */
function possibleArea(box: GeoBoundingBox): GeoBoundingBox | null {
  const { south, west, north, east } = box;
  if (![south, west, north, east].every(Number.isFinite)) return null;
  if (Math.abs(south) > 90 || Math.abs(north) > 90 || Math.abs(west) > 180 || Math.abs(east) > 180) {
    return null;
  }
  return south < north && west < east ? box : null;
}

/** `50.8,4.2,50.9,4.5` -> the box, to four decimals; anything malformed or impossible -> null. */
export function parseMapBounds(text: string | null | undefined): GeoBoundingBox | null {
  const parts = boundsPattern.exec((text ?? '').replaceAll(' ', ''));
  if (!parts) return null;
  const [south, west, north, east] = parts.slice(1).map((part) => nearest(Number(part)));
  return possibleArea({ south: south!, west: west!, north: north!, east: east! });
}

export function formatMapBounds({ south, west, north, east }: GeoBoundingBox): string {
  return [south, west, north, east].join(',');
}

/**
 * The area of what the map shows, on the URL's grid. It is rounded inwards: the searched area never
 * reaches past the visible map, and a reload fits it at the zoom the visitor left. A view wider than
 * the globe (zoomed far out) is cut to the globe.
 */
export function areaOfView(view: GeoBoundingBox): GeoBoundingBox | null {
  return possibleArea({
    south: up(clamp(view.south, 90)),
    west: up(clamp(view.west, 180)),
    north: down(clamp(view.north, 90)),
    east: down(clamp(view.east, 180)),
  });
}
