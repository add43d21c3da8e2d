import type { Block, GroupKey, ListingNode } from '@/content-api/schemas';
import { collectionIds } from '../dataset/transactions';
import type { Localized } from '../localized';

export const richText = (html: Localized): Block => ({ type: 'richText', html });

/** A listing of one estate collection, selected both in the query and as the node's collections. */
function collectionNode(collection: number, groupOptions: GroupKey[]): ListingNode {
  return { kind: 'estates', query: { collections: [collection] }, collections: [collection], groupOptions };
}

export const listingNodes = {
  forSale: collectionNode(collectionIds.forSale, ['type', 'status', 'city', 'subtype', 'price']),
  forRent: collectionNode(collectionIds.forRent, ['type', 'city', 'price']),
  newProjects: collectionNode(collectionIds.newProjects, ['city', 'price']),
};
