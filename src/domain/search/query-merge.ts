import type { EstateQuery, NumberRange } from '@/content-api/schemas';

type TermValue = string | number;
type Terms = NonNullable<EstateQuery['terms']>;
type Ranges = NonNullable<EstateQuery['range']>;

function sameTerm(left: TermValue, right: TermValue): boolean {
  return String(left) === String(right);
}

/**
 * Filter terms narrow the listing's own terms on the same field. Values outside the listing are not
 * a wish for nothing but a filter that does not apply here (a stale link), so then the listing's
 * terms stand alone.
 */
function mergeTerms(scope: Terms, narrowing: Terms): Terms {
  const merged: Terms = { ...scope };
  for (const [field, wanted] of Object.entries(narrowing)) {
    const allowed = scope[field];
    if (!allowed || allowed.length === 0) {
      merged[field] = wanted;
      continue;
    }
    const both = wanted.filter((value) => allowed.some((candidate) => sameTerm(candidate, value)));
    if (both.length > 0) merged[field] = both;
  }
  return merged;
}

function intersectRange(left: NumberRange | undefined, right: NumberRange): NumberRange {
  const lows = [left?.gte, right.gte].filter((bound) => bound !== undefined);
  const highs = [left?.lte, right.lte].filter((bound) => bound !== undefined);
  return {
    ...(lows.length > 0 ? { gte: Math.max(...lows) } : {}),
    ...(highs.length > 0 ? { lte: Math.min(...highs) } : {}),
  };
}

function mergeRanges(scope: Ranges, narrowing: Ranges): Ranges {
  const merged: Ranges = { ...scope };
  for (const [field, range] of Object.entries(narrowing)) merged[field] = intersectRange(scope[field], range);
  return merged;
}

/** Drops every empty part, so an empty value never reaches the content service (spec §5). */
export function compactQuery(query: EstateQuery): EstateQuery {
  const terms = Object.entries(query.terms ?? {}).filter(([, values]) => values.length > 0);
  const match = Object.entries(query.match ?? {}).filter(([, value]) => value !== '');
  const range = Object.entries(query.range ?? {}).filter(
    ([, bounds]) => bounds.gte !== undefined || bounds.lte !== undefined,
  );
  return {
    ...(terms.length > 0 ? { terms: Object.fromEntries(terms) } : {}),
    ...(match.length > 0 ? { match: Object.fromEntries(match) } : {}),
    ...(range.length > 0 ? { range: Object.fromEntries(range) } : {}),
    ...(query.geo_distance ? { geo_distance: query.geo_distance } : {}),
    ...(query.geo_bounding_box ? { geo_bounding_box: query.geo_bounding_box } : {}),
    ...(query.collections && query.collections.length > 0 ? { collections: query.collections } : {}),
  };
}

/**
 * The listing's query (its scope) narrowed by the visitor's filters. Where the two speak of the same
 * field: terms intersect, ranges intersect, and an equality, geo distance or geo box of the listing wins.
 */
export function mergeQueries(scope: EstateQuery, narrowing: EstateQuery): EstateQuery {
  return compactQuery({
    terms: mergeTerms(scope.terms ?? {}, narrowing.terms ?? {}),
    match: { ...narrowing.match, ...scope.match },
    range: mergeRanges(scope.range ?? {}, narrowing.range ?? {}),
    geo_distance: scope.geo_distance ?? narrowing.geo_distance,
    geo_bounding_box: scope.geo_bounding_box ?? narrowing.geo_bounding_box,
    collections: [...(scope.collections ?? []), ...(narrowing.collections ?? [])],
  });
}
