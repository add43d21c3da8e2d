import type { GeoBoundingBox, GeoDistance } from '@/content-api/schemas';
import { formatGeoRange, parseGeoRange } from './geo-range';
import { areaOfView, formatMapBounds } from './map-bounds';
import {
  EXPLICIT_SORT_ORDER,
  withoutEmptyValues,
  type FilterKey,
  type SearchFilters,
  type SortOrder,
  type SortType,
} from './search-filters';

/*
 * The filter transitions of spec §4, as the listing's controls apply them. The filters live in the
 * URL: the request's filters are read by parseFilters (only known keys, a single city or type as a
 * list), each change here gives the filters of the next URL, and that page brings options computed
 * for its own selection. Free of the schema library, so the controls' first load stays light.
 */

/** An update merges the given filters into the current ones; every empty value drops out. */
export function withChanges(filters: SearchFilters, changes: SearchFilters): SearchFilters {
  return withoutEmptyValues({ ...filters, ...changes });
}

/**
 * What `next` changed from `base`, carried onto `target`: each filter `next` set, changed or dropped
 * takes its new value, every other one stays as `target` has it. Two controls that each made their
 * change from the same filters in one moment (choices made before the page's code ran, applied as
 * the controls hydrate) then both count, instead of the last one replacing the first.
 */
export function withChangesOnto(
  target: SearchFilters,
  base: SearchFilters,
  next: SearchFilters,
): SearchFilters {
  const changes: SearchFilters = {};
  for (const key of Object.keys({ ...base, ...next }) as FilterKey[]) {
    if (JSON.stringify(base[key]) !== JSON.stringify(next[key])) Object.assign(changes, { [key]: next[key] });
  }
  return withChanges(target, changes);
}

/** A sort merges into the filters; an explicit sort without an order starts ascending. */
export function withSort(filters: SearchFilters, sortType: SortType, sortOrder?: SortOrder): SearchFilters {
  return withChanges(filters, { sortType, sortOrder: sortOrder ?? EXPLICIT_SORT_ORDER });
}

/**
 * The chosen cities; an empty list removes the filter. Chosen cities take the place of a geo range
 * and of a searched map area (a city is likely outside it).
 */
export function withCities(filters: SearchFilters, cities: readonly number[]): SearchFilters {
  return withChanges(filters, {
    city: [...cities],
    ...(cities.length > 0 ? { geo_range: undefined, bounds: undefined } : {}),
  });
}

/**
 * A range around a point replaces the city filter (spec §5) and a searched map area. A range that would not survive the
 * URL's own check (0 km, a coordinate off the globe, not a number) is no range: the filter is
 * removed and the cities stay as they were.
 */
export function withGeoRange(filters: SearchFilters, geo: GeoDistance | null): SearchFilters {
  const text = geo ? formatGeoRange(geo) : undefined;
  if (!text || !parseGeoRange(text)) return withChanges(filters, { geo_range: undefined });
  return withChanges(filters, { geo_range: text, city: undefined, bounds: undefined });
}

/**
 * "Search this area": the estates within what the map shows. The area replaces the cities and the
 * geo range, as they would otherwise narrow it in ways the map does not show. A view that gives no
 * possible area (off the globe, no room) removes the area filter and leaves the rest.
 */
export function withMapArea(filters: SearchFilters, view: GeoBoundingBox | null): SearchFilters {
  const area = view ? areaOfView(view) : null;
  if (!area) return withChanges(filters, { bounds: undefined });
  return withChanges(filters, { bounds: formatMapBounds(area), city: undefined, geo_range: undefined });
}

/** The chosen types; an empty list removes the filter. Subtypes belong to a type: new types start without them. */
export function withTypes(filters: SearchFilters, types: readonly number[]): SearchFilters {
  return withChanges(filters, { type: [...types], subType: undefined });
}

/** A price bound the visitor cleared or mistyped is no bound. */
function priceBound(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** A price range stores its minimum and maximum; an empty value is dropped. */
export function withPriceRange(
  filters: SearchFilters,
  min: number | null | undefined,
  max: number | null | undefined,
): SearchFilters {
  return withChanges(filters, { 'price-min': priceBound(min), 'price-max': priceBound(max) });
}
