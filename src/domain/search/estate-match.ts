import type { EstateGroup, EstateListingNode } from '@/content-api/schemas';

/** The collection ids a listing node selects, from the node itself and from its query. */
export function nodeCollectionIds(node: Pick<EstateListingNode, 'collections' | 'query'>): number[] {
  return [...new Set([...(node.collections ?? []), ...(node.query.collections ?? [])])];
}

/** Every collection id any record of the estate (the main one or a project unit) belongs to. */
export function estateCollectionIds(estate: EstateGroup): number[] {
  return estate.children.flatMap((record) =>
    (record.estate_collections ?? []).map((reference) => reference.estate_collection_id),
  );
}

/**
 * An estate belongs to a listing node when one of its collections is one of the node's (spec §3); a
 * node without collections takes every estate.
 */
export function estateMatchesNode(
  estate: EstateGroup,
  node: Pick<EstateListingNode, 'collections' | 'query'>,
): boolean {
  const wanted = nodeCollectionIds(node);
  if (wanted.length === 0) return true;
  return estateCollectionIds(estate).some((id) => wanted.includes(id));
}
