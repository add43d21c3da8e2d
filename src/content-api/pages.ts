import { z } from 'zod';
import { tags } from './cache-tags';
import { nullWhenNotFound, requestParsed, sitePath, type CallOptions } from './http';
import { pageSchema, pageSummarySchema, type Id, type Locale, type Page, type PageSummary } from './schemas';

export async function getPages(options?: CallOptions): Promise<PageSummary[]> {
  // The service lists pages at 'pages/' with the trailing slash.
  return requestParsed(z.array(pageSummarySchema), 'GET', sitePath('pages', ''), {
    ...options,
    cacheTags: [tags.pages()],
  });
}

/**
 * The page at a site path without the language prefix ('/' is home, '/te-koop' …), looked up among the
 * URLs of `locale`; null when no page has that URL.
 */
export async function getPageByUrl(
  path: string,
  locale: Locale,
  options?: CallOptions,
): Promise<Page | null> {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return nullWhenNotFound(
    requestParsed(pageSchema, 'GET', sitePath('pages', 'by-url', normalized), {
      ...options,
      locale,
      cacheTags: [tags.pages(), tags.pageUrl(locale, normalized)],
    }),
  );
}

export async function getPageById(id: Id, options?: CallOptions): Promise<Page> {
  return requestParsed(pageSchema, 'GET', sitePath('pages', id), {
    ...options,
    cacheTags: [tags.pages(), tags.page(id)],
  });
}

/** Several pages: the service has no batch call, so one call per id, all at once, in the given order. */
export async function getPagesByIds(ids: readonly Id[], options?: CallOptions): Promise<Page[]> {
  return Promise.all(ids.map((id) => getPageById(id, options)));
}
