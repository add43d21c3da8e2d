import 'server-only';
import type { EstateListingNode, GroupKey } from '@/content-api/schemas';
import { groupKeySchema } from '@/content-api/schemas';
import { parseFilters, VIEW_TYPES, type SearchFilters, type SearchParamsInput } from '@/domain/search';
import type { Locale } from '@/i18n/locales';
import type { FilterOptions } from '@/display/listing/listing-types';
import { toEstateCardModel } from '@/display/listing/estate-card-model';
import { toMapMarkers } from '@/display/map/estate-markers';
import type { MapMarker } from '@/display/map/map-marker';
import { withOfferedTransaction } from '@/display/listing/filter-selection';
import { loadFilterOptions, loadTransactionChoices } from './listing-filter-options';
import { searchAllMatches, searchListingPage, type ListingPageResult } from './listing-search';

export type ListingData = {
  filters: SearchFilters;
  firstPage: ListingPageResult;
  options: FilterOptions;
  /** Every match with a location, in the map view only. */
  markers: MapMarker[] | null;
  /** The groupings this listing offers (all of them when the node names none). */
  groupOptions: GroupKey[];
};

/**
 * Everything a listing page shows for one URL, fetched at once: the first page, the filter choices
 * and, in the map view, every match for the map. Bad values in the URL were already dropped by the
 * parser, and a status the listing does not offer is dropped here, so any query string renders.
 */
export async function loadListing(
  node: EstateListingNode,
  searchParams: SearchParamsInput,
  locale: Locale,
): Promise<ListingData> {
  const parsed = parseFilters(searchParams);
  // A status the filter does not offer is no filter: checked before anything is searched with it.
  const filters = parsed.transaction
    ? withOfferedTransaction(parsed, await loadTransactionChoices(node, parsed, locale))
    : parsed;
  const showMap = filters.view === VIEW_TYPES.MAP;
  const [firstPage, options, mapMatches] = await Promise.all([
    searchListingPage({ node, filters, locale }),
    loadFilterOptions(node, filters, locale),
    showMap ? searchAllMatches(node, filters) : null,
  ]);
  return {
    filters,
    firstPage,
    options,
    markers: mapMatches
      ? toMapMarkers(
          mapMatches.estates.map((estate) => toEstateCardModel(estate, locale)),
          locale,
        )
      : null,
    groupOptions: node.groupOptions ?? [...groupKeySchema.options],
  };
}
