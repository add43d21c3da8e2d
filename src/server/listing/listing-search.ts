import 'server-only';
import { searchEstates } from '@/server/content-service';
import type { EstateGroup, EstateListingNode } from '@/content-api/schemas';
import { activeGroup, buildEstateSearchBody, VIEW_TYPES, type SearchFilters } from '@/domain/search';
import type { Locale } from '@/i18n/locales';
import { toEstateCardModel } from '@/display/listing/estate-card-model';
import type { EstatePageAnswer } from '@/display/listing/listing-types';
import { listingSections } from './listing-sections';

export type ListingPageResult = EstatePageAnswer & { error?: Error };

type PageRequest = {
  node: EstateListingNode;
  filters: SearchFilters;
  locale: Locale;
  /** How many estates are already shown. */
  offset?: number;
};

/**
 * One page of a listing (PAGE_SIZE estates from the offset), as cards and, when grouped, sections.
 * The gallery body is used whatever view the URL asks for: the map's list shows pages too.
 */
export async function searchListingPage({ node, filters, locale, offset = 0 }: PageRequest) {
  const body = buildEstateSearchBody({ node, filters, viewType: VIEW_TYPES.GALLERY, offset });
  const answer = await searchEstates(body);
  const group = activeGroup(node, filters);
  const result: ListingPageResult = {
    total: answer.total,
    estates: answer.results.map((estate) => toEstateCardModel(estate, locale)),
    ...(group ? { sections: listingSections(answer.results, group, locale) } : {}),
    ...(answer.error ? { error: answer.error } : {}),
  };
  return result;
}

/** Every match at once, for the map: the body without sort, group or pagination (spec §7). */
export async function searchAllMatches(
  node: EstateListingNode,
  filters: SearchFilters,
): Promise<{ estates: EstateGroup[]; error?: Error }> {
  const answer = await searchEstates(buildEstateSearchBody({ node, filters, viewType: VIEW_TYPES.MAP }));
  return { estates: answer.results, ...(answer.error ? { error: answer.error } : {}) };
}
