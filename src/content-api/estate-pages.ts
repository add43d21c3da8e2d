import { tags } from './cache-tags';
import { nullWhenNotFound, requestParsed, sitePath, type CallOptions } from './http';
import { estatePageSchema, type EstatePage } from './schemas';

/**
 * The landing page of a transaction in a city, e.g. ('te-koop', 'gent'), with the listing it shows;
 * null when the service has none.
 */
export async function getEstatePage(
  transactionSlug: string,
  citySlug: string,
  options?: CallOptions,
): Promise<EstatePage | null> {
  return nullWhenNotFound(
    requestParsed(estatePageSchema, 'GET', sitePath('estate-pages', transactionSlug, citySlug), {
      ...options,
      cacheTags: [tags.estatePages()],
    }),
  );
}
