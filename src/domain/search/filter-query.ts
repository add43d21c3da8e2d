import { estateIndexFields, type EstateQuery, type NumberRange } from '@/content-api/schemas';
import { LARGE_BEDROOM_BUCKET, LARGE_BEDROOM_OPTION } from './constants';
import { resolveLocationFilter, type LocationFilter } from './geo-range';
import { withoutEmptyValues, type SearchFilters } from './search-filters';

type Terms = NonNullable<EstateQuery['terms']>;
type Match = NonNullable<EstateQuery['match']>;
type Ranges = NonNullable<EstateQuery['range']>;

function termsOf(filters: SearchFilters, location: LocationFilter): Terms {
  const terms: Terms = {};
  if (location?.kind === 'cities') terms[estateIndexFields.city] = location.cityIds;
  if (filters.type) terms[estateIndexFields.headType] = filters.type;
  if (filters.transaction) terms[estateIndexFields.transaction] = filters.transaction;
  if (filters.subType) terms[estateIndexFields.subType] = filters.subType;
  return terms;
}

function matchOf(filters: SearchFilters): Match {
  const match: Match = {};
  if (filters.country) match[estateIndexFields.country] = filters.country;
  if (typeof filters.bedrooms === 'number') match[estateIndexFields.bedrooms] = filters.bedrooms;
  return match;
}

/** The lowest number of bedrooms asked: bed-min, or 6 for the large bucket, whichever is higher. */
function minimumBedrooms(filters: SearchFilters): number | undefined {
  const bucket = filters.bedrooms === LARGE_BEDROOM_OPTION ? LARGE_BEDROOM_BUCKET : undefined;
  const bounds = [bucket, filters['bed-min']].filter((bound) => bound !== undefined);
  return bounds.length > 0 ? Math.max(...bounds) : undefined;
}

function rangesOf(filters: SearchFilters): Ranges {
  const ranges: Ranges = {};
  const price: NumberRange = {};
  if (filters['price-min'] !== undefined) price.gte = filters['price-min'];
  if (filters['price-max'] !== undefined) price.lte = filters['price-max'];
  if (Object.keys(price).length > 0) ranges[estateIndexFields.price] = price;
  const bedrooms = minimumBedrooms(filters);
  if (bedrooms !== undefined) ranges[estateIndexFields.bedrooms] = { gte: bedrooms };
  return ranges;
}

/**
 * The visitor's filters as an estate query on the index fields of the contract (spec §7). Empty
 * values are dropped first (spec §5); a valid map area, else a valid geo range, takes the place of the
 * cities.
 */
export function filtersToQuery(filters: SearchFilters): EstateQuery {
  const kept = withoutEmptyValues(filters);
  const location = resolveLocationFilter(kept);
  return {
    terms: termsOf(kept, location),
    match: matchOf(kept),
    range: rangesOf(kept),
    ...(location?.kind === 'geo' ? { geo_distance: location.geo } : {}),
    ...(location?.kind === 'area' ? { geo_bounding_box: location.area } : {}),
  };
}
