import 'server-only';
import { cache } from 'react';
import { getPages, getPagesByIds } from '@/server/content-service';
import type { EstateListingNode, ListingNode } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';

/** Two nodes list the same estates when their query and collections are the same. */
function sameListing(left: EstateListingNode, right: ListingNode | null | undefined): boolean {
  if (right?.kind !== 'estates') return false;
  const shape = (node: EstateListingNode) =>
    JSON.stringify({ query: node.query, collections: [...(node.collections ?? [])].sort() });
  return shape(left) === shape(right);
}

const listingPages = cache(async () => {
  const summaries = await getPages();
  const ids = summaries.filter((page) => page.template === 'estate-list').map((page) => page.id);
  return getPagesByIds(ids);
});

/**
 * The path segments of the listing page that shows a node's estates in a language, for a "see all"
 * link under a block of cards; null when no page does (or the pages cannot be read right now).
 */
export async function listingPathFor(node: EstateListingNode, locale: Locale): Promise<string[] | null> {
  try {
    const page = (await listingPages()).find((candidate) => sameListing(node, candidate.node));
    const path = page?.url[locale];
    return path ? path.split('/').filter(Boolean) : null;
  } catch (error) {
    console.error('Listing pages could not be read for a "see all" link', error);
    return null;
  }
}
