const EARTH_RADIUS_KM = 6371;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two points (haversine). */
export function distanceKm(from: { lat: number; lon: number }, to: { lat: number; lon: number }): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLon = toRadians(to.lon - from.lon);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Two decimals of a degree: how the site publishes the point of a hidden address (spec §5). */
const HIDDEN_ADDRESS_DECIMALS = 2;

/** The point the site shows for an address: exact when the address is public, rounded when hidden. */
export function publicPoint(point: { lat: number; lon: number }, addressVisible: boolean) {
  if (addressVisible) return point;
  const factor = 10 ** HIDDEN_ADDRESS_DECIMALS;
  return { lat: Math.round(point.lat * factor) / factor, lon: Math.round(point.lon * factor) / factor };
}
