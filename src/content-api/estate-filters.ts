import { tags } from './cache-tags';
import { degradeToEmpty } from './degrade';
import { requestParsed, sitePath, type EstateCallOptions } from './http';
import { estateFiltersSchema, type EstateFilters, type EstateFiltersBody } from './schemas';

/**
 * Filter options computed from the estates matching the query. Never throws: a failure is logged and
 * gives an empty object (spec §7), so the filter bar shows no options instead of breaking the page.
 */
export async function getEstateFilters(
  body: EstateFiltersBody,
  options?: EstateCallOptions,
): Promise<Partial<EstateFilters>> {
  return degradeToEmpty('Estate filters', () =>
    requestParsed(estateFiltersSchema, 'POST', sitePath('estate-filters'), {
      ...options,
      body,
      cacheTags: [tags.estates(), tags.estateFilters()],
    }),
  );
}
