import type { FilterLocation, GeoBoundingBox, GeoDistance } from '@/content-api/schemas';
import { parseMapBounds } from './map-bounds';
import type { SearchFilters } from './search-filters';

// A whole number of km, then latitude and longitude as plain decimals (spec §5, SPEC-NOTES).
const geoRangePattern = /^(\d+)km;(-?\d+(?:\.\d+)?);(-?\d+(?:\.\d+)?)$/;

/** `5km;50.85;4.35` -> {distanceKm: 5, lat: 50.85, lon: 4.35}; anything else, or 0 km, -> null. */
export function parseGeoRange(text: string | null | undefined): GeoDistance | null {
  const parts = geoRangePattern.exec((text ?? '').trim());
  if (!parts) return null;
  const distanceKm = Number(parts[1]);
  const lat = Number(parts[2]);
  const lon = Number(parts[3]);
  if (distanceKm <= 0 || !Number.isSafeInteger(distanceKm)) return null;
  if (lat < -90 || lat > 90 || lon < -180 || lon > 180) return null;
  return { distanceKm, lat, lon };
}

/** The distances the filter bar offers, in km; a link may carry any other whole number. */
export const GEO_RANGE_DISTANCES_KM = [2, 5, 10, 20, 50] as const;
export const DEFAULT_GEO_RANGE_KM = 10;

/**
 * A visitor's own position goes into a shareable URL: three decimals (about 100 m) are plenty for a
 * range of kilometres and say less about where exactly they are.
 */
const OWN_POSITION_DECIMALS = 3;

export function roundedPosition({ lat, lon }: { lat: number; lon: number }): { lat: number; lon: number } {
  const factor = 10 ** OWN_POSITION_DECIMALS;
  return { lat: Math.round(lat * factor) / factor, lon: Math.round(lon * factor) / factor };
}

export function formatGeoRange({ distanceKm, lat, lon }: GeoDistance): string {
  return `${distanceKm}km;${lat};${lon}`;
}

export type LocationFilter =
  | { kind: 'area'; area: GeoBoundingBox }
  | { kind: 'geo'; geo: GeoDistance }
  | { kind: 'cities'; cityIds: number[] }
  | null;

/**
 * Where the visitor wants to look: a valid geo range replaces the city filter (spec §5); an invalid
 * one is ignored and the cities, if any, stay. A searched map area is the visitor's latest and most
 * exact answer to "where", so it replaces both (the controls never write them together; a
 * hand-written link may).
 */
export function resolveLocationFilter(
  filters: Pick<SearchFilters, 'city' | 'geo_range' | 'bounds'>,
): LocationFilter {
  const area = parseMapBounds(filters.bounds);
  if (area) return { kind: 'area', area };
  const geo = parseGeoRange(filters.geo_range);
  if (geo) return { kind: 'geo', geo };
  if (filters.city && filters.city.length > 0) return { kind: 'cities', cityIds: filters.city };
  return null;
}

/**
 * The place a range is drawn around: a range chosen from the city picker is centred exactly on that
 * location, so the URL needs no name of its own. A point matching no location (the visitor's own
 * position, a hand-written link) has no place.
 */
export function locationAtCentre<T extends Pick<FilterLocation, 'lat' | 'lon'>>(
  geo: Pick<GeoDistance, 'lat' | 'lon'>,
  locations: readonly T[],
): T | undefined {
  return locations.find((location) => location.lat === geo.lat && location.lon === geo.lon);
}
