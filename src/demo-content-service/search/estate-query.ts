import { distanceKm, publicPoint } from '../geo';
import { resolveIndexValues, sameIndexValue } from './dotted-path';
import type { EstateQuery } from '@/content-api/schemas';

/** The shape search needs from an estate group: the main record first, then any project units. */
export interface SearchableGroup {
  id: number;
  children: readonly unknown[];
}

function mainRecord(group: SearchableGroup): unknown {
  return group.children[0];
}

function matchesTerms(record: unknown, terms: EstateQuery['terms']): boolean {
  return Object.entries(terms ?? {}).every(([field, wanted]) => {
    // An empty list is a filter the visitor cleared, not a wish for nothing.
    if (wanted.length === 0) return true;
    const values = resolveIndexValues(record, field);
    return values.some((value) => wanted.some((candidate) => sameIndexValue(value, candidate)));
  });
}

function matchesMatch(record: unknown, match: EstateQuery['match']): boolean {
  return Object.entries(match ?? {}).every(([field, wanted]) =>
    resolveIndexValues(record, field).some((value) => sameIndexValue(value, wanted)),
  );
}

function matchesRange(record: unknown, range: EstateQuery['range']): boolean {
  return Object.entries(range ?? {}).every(([field, bounds]) =>
    resolveIndexValues(record, field).some((value) => {
      const number = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'boolean' || Number.isNaN(number)) return false;
      return (
        (bounds.gte === undefined || number >= bounds.gte) &&
        (bounds.lte === undefined || number <= bounds.lte)
      );
    }),
  );
}

function matchesGeoDistance(record: unknown, geo: EstateQuery['geo_distance']): boolean {
  if (!geo) return true;
  const [lat] = resolveIndexValues(record, 'address.geoLocation.lat');
  const [lon] = resolveIndexValues(record, 'address.geoLocation.lon');
  if (typeof lat !== 'number' || typeof lon !== 'number') return false;
  return distanceKm({ lat: geo.lat, lon: geo.lon }, { lat, lon }) <= geo.distanceKm;
}

/** A hidden address is found where the site shows it, so no marker lies outside the area that found it. */
function matchesGeoBoundingBox(record: unknown, box: EstateQuery['geo_bounding_box']): boolean {
  if (!box) return true;
  const [lat] = resolveIndexValues(record, 'address.geoLocation.lat');
  const [lon] = resolveIndexValues(record, 'address.geoLocation.lon');
  const [visible] = resolveIndexValues(record, 'address.visible');
  if (typeof lat !== 'number' || typeof lon !== 'number') return false;
  const point = publicPoint({ lat, lon }, visible === true);
  return point.lat >= box.south && point.lat <= box.north && point.lon >= box.west && point.lon <= box.east;
}

function matchesCollections(group: SearchableGroup, collections: EstateQuery['collections']): boolean {
  if (!collections || collections.length === 0) return true;
  return group.children.some((child) =>
    resolveIndexValues(child, 'estate_collections.estate_collection_id').some((id) =>
      collections.some((wanted) => sameIndexValue(id, wanted)),
    ),
  );
}

/** True when the group's main record satisfies every part of the query (the parts combine with AND). */
export function matchesEstateQuery(group: SearchableGroup, query: EstateQuery): boolean {
  const record = mainRecord(group);
  return (
    matchesTerms(record, query.terms) &&
    matchesMatch(record, query.match) &&
    matchesRange(record, query.range) &&
    matchesGeoDistance(record, query.geo_distance) &&
    matchesGeoBoundingBox(record, query.geo_bounding_box) &&
    matchesCollections(group, query.collections)
  );
}
