/** Pure geometry for the maps: no Leaflet here, so it runs anywhere and is easy to test. */

export type LatLonPair = [lat: number, lon: number];
export type MarkerBounds = [southWest: LatLonPair, northEast: LatLonPair];

/** The view before any marker is known: Belgium as a whole. */
export const BELGIUM_VIEW = { center: [50.5, 4.47] as LatLonPair, zoom: 7 };

/** spec §2 and §9: the location map of a detail page opens at zoom 16. */
export const LOCATION_ZOOM = 16;
/** An approximate place (hidden address): zoomed out to the neighbourhood. */
export const AREA_ZOOM = 14;
/** The radius of the area drawn for an approximate place: wider than the rounding that made it. */
export const AREA_RADIUS_METRES = 900;
export const LOCATION_DELAY_MS = 200;

/** Fitting to one marker (or several on one spot) would zoom in to the roofs; stop at street level. */
export const FIT_MAX_ZOOM = 16;

export function isValidCoordinate(lat: unknown, lon: unknown): boolean {
  return toLatLon(lat, lon) !== null;
}

/** A usable point as Leaflet takes it, or null for a missing or impossible coordinate. */
export function toLatLon(lat: unknown, lon: unknown): LatLonPair | null {
  if (typeof lat !== 'number' || typeof lon !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  // 0,0 lies in the Gulf of Guinea: a back office that left the fields empty, not an estate.
  if (lat === 0 && lon === 0) return null;
  return [lat, lon];
}

/** The smallest box around every usable point, or null when there is none. */
export function markerBounds(points: readonly { lat: number; lon: number }[]): MarkerBounds | null {
  const usable = points.filter((point) => isValidCoordinate(point.lat, point.lon));
  const first = usable[0];
  if (!first) return null;
  let [south, west, north, east] = [first.lat, first.lon, first.lat, first.lon];
  for (const { lat, lon } of usable) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  return [
    [south, west],
    [north, east],
  ];
}

/** A stable text for a box, so the map refits only when the markers really moved. */
export function boundsKey(bounds: MarkerBounds | null): string {
  return bounds === null ? 'none' : bounds.flat().join(',');
}
