import { tags } from './cache-tags';
import { nullWhenNotFound, requestParsed, sitePath, type CallOptions } from './http';
import { estateCollectionSchema, type EstateCollection, type Id } from './schemas';

/** A named collection of estates (e.g. a new-construction campaign); null when unknown. */
export async function getEstateCollection(id: Id, options?: CallOptions): Promise<EstateCollection | null> {
  return nullWhenNotFound(
    requestParsed(estateCollectionSchema, 'GET', sitePath('estate-collections', id), {
      ...options,
      cacheTags: [tags.estateCollection(id)],
    }),
  );
}
