import type { GeoBoundingBox } from '@/content-api/schemas';
import type { MarkerBounds } from '@/display/map/map-geometry';

/** A searched area as the corners Leaflet fits a view to. */
export function areaCorners({ south, west, north, east }: GeoBoundingBox): MarkerBounds {
  return [
    [south, west],
    [north, east],
  ];
}

/** What a map shows, as a box in degrees (Leaflet's own bounds, read through their getters). */
export function visibleBox(view: {
  getSouth(): number;
  getWest(): number;
  getNorth(): number;
  getEast(): number;
}): GeoBoundingBox {
  return { south: view.getSouth(), west: view.getWest(), north: view.getNorth(), east: view.getEast() };
}
