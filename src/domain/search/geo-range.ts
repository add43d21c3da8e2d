import type { GeoDistance } from '@/content-api/schemas';
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

export function formatGeoRange({ distanceKm, lat, lon }: GeoDistance): string {
  return `${distanceKm}km;${lat};${lon}`;
}

export type LocationFilter = { kind: 'geo'; geo: GeoDistance } | { kind: 'cities'; cityIds: number[] } | null;

/**
 * Where the visitor wants to look: a valid geo range replaces the city filter (spec §5); an invalid
 * one is ignored and the cities, if any, stay.
 */
export function resolveLocationFilter(filters: Pick<SearchFilters, 'city' | 'geo_range'>): LocationFilter {
  const geo = parseGeoRange(filters.geo_range);
  if (geo) return { kind: 'geo', geo };
  if (filters.city && filters.city.length > 0) return { kind: 'cities', cityIds: filters.city };
  return null;
}
