import 'server-only';
import { getEstateFilters } from '@/server/content-service';
import type { Locale } from '@/content-api/schemas';
import { ContentServiceUnavailableError } from '@/server/http/route-error';
import { matchCities, type CitySuggestion } from './city-match';

/**
 * Cities for the filter's autocomplete: the locations that have estates on offer (the service's
 * filter options for the whole offer), matched against what the visitor typed.
 */
export async function searchCities(query: string, locale: Locale): Promise<CitySuggestion[]> {
  const options = await getEstateFilters({ query: {} }, { locale });
  // The filter call never throws; without a list of locations it failed and nothing can be said.
  if (!options.locations) throw new ContentServiceUnavailableError('City search');
  return matchCities(options.locations, query, locale);
}
