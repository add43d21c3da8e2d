import {
  estateIndexFields,
  type EstateGroup,
  type EstateQuery,
  type EstateRecord,
  type GeoPoint,
} from '@/content-api/schemas';
import { isRental, mainRecord } from '@/domain/search';

export const SIMILAR_ESTATES_LIMIT = 6;
/** A similar estate costs at most this much less or more. */
export const SIMILAR_PRICE_TOLERANCE = 0.3;
/** "Nearby": within this distance, when the estate's location is known. */
export const SIMILAR_DISTANCE_KM = 15;

/** Statuses still on offer, per kind of transaction: a visitor wants alternatives they can get. */
const OFFERED_STATUSES = { rental: ['TO_RENT'], sale: ['FOR_SALE', 'TAKE_OVER'] } as const;

function usablePrice(record: EstateRecord): number | null {
  const value = record.price?.value;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

function location(record: EstateRecord): GeoPoint | null {
  return record.address?.geoLocation ?? null;
}

/**
 * The query for estates like this one: same head type, same kind of transaction (rent or sale) and
 * still on offer, nearby (or in the same city when the location is unknown), price within ±30 %.
 */
export function similarEstatesQuery(estate: EstateGroup): EstateQuery {
  const record = mainRecord(estate);
  const statuses = isRental(record) ? OFFERED_STATUSES.rental : OFFERED_STATUSES.sale;
  const terms: NonNullable<EstateQuery['terms']> = {
    [estateIndexFields.headType]: [record.general.headType.id],
    [estateIndexFields.status]: [...statuses],
  };
  const point = location(record);
  const cityId = record.address?.city.id;
  if (!point && cityId !== undefined) terms[estateIndexFields.city] = [cityId];
  const price = usablePrice(record);
  return {
    terms,
    ...(price === null
      ? {}
      : {
          range: {
            [estateIndexFields.price]: {
              gte: Math.floor(price * (1 - SIMILAR_PRICE_TOLERANCE)),
              lte: Math.ceil(price * (1 + SIMILAR_PRICE_TOLERANCE)),
            },
          },
        }),
    ...(point ? { geo_distance: { distanceKm: SIMILAR_DISTANCE_KM, ...point } } : {}),
  };
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance; close enough for ranking neighbours. */
export function distanceKm(from: GeoPoint, to: GeoPoint): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

function closeness(reference: EstateRecord, candidate: EstateRecord): [number, number] {
  const from = location(reference);
  const to = location(candidate);
  const distance = from && to ? distanceKm(from, to) : Number.POSITIVE_INFINITY;
  const price = usablePrice(reference);
  const other = usablePrice(candidate);
  const priceGap = price !== null && other !== null ? Math.abs(other - price) / price : 1;
  return [distance, priceGap];
}

/**
 * The best candidates: never the estate itself, only the same kind of transaction (the service's
 * status may lag behind the transaction id), the nearest first and then the closest in price.
 */
export function rankSimilarEstates(
  estate: EstateGroup,
  candidates: readonly EstateGroup[],
  limit = SIMILAR_ESTATES_LIMIT,
): EstateGroup[] {
  const reference = mainRecord(estate);
  const rental = isRental(reference);
  return candidates
    .filter((candidate) => candidate.id !== estate.id && isRental(mainRecord(candidate)) === rental)
    .map((candidate, order) => ({ candidate, order, rank: closeness(reference, mainRecord(candidate)) }))
    .sort(
      (left, right) =>
        left.rank[0] - right.rank[0] || left.rank[1] - right.rank[1] || left.order - right.order,
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
