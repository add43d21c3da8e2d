import { z } from 'zod';
import { tags } from './cache-tags';
import { getContentApiConfiguration } from './configuration';
import { nullWhenNotFound, requestParsed, sitePath, type CallOptions } from './http';
import { pageSchema, pageSummarySchema, type Id, type Locale, type Page, type PageSummary } from './schemas';

/** The page with the images of its blocks where browsers load them (`photoAddress`), as estates' photos. */
function sitePage(page: Page): Page {
  const { photoAddress } = getContentApiConfiguration();
  const blocks = page.blocks.map((block) => {
    switch (block.type) {
      case 'hero':
        return { ...block, image: photoAddress(block.image) };
      case 'image':
        return { ...block, src: photoAddress(block.src) };
      case 'beforeAfter':
        return {
          ...block,
          pairs: block.pairs.map((pair) => ({
            ...pair,
            before: { ...pair.before, src: photoAddress(pair.before.src) },
            after: { ...pair.after, src: photoAddress(pair.after.src) },
          })),
        };
      default:
        return block;
    }
  });
  return { ...page, blocks };
}

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
  const page = await nullWhenNotFound(
    requestParsed(pageSchema, 'GET', sitePath('pages', 'by-url', normalized), {
      ...options,
      locale,
      cacheTags: [tags.pages(), tags.pageUrl(locale, normalized)],
    }),
  );
  return page && sitePage(page);
}

export async function getPageById(id: Id, options?: CallOptions): Promise<Page> {
  const page = await requestParsed(pageSchema, 'GET', sitePath('pages', id), {
    ...options,
    cacheTags: [tags.pages(), tags.page(id)],
  });
  return sitePage(page);
}

/** Several pages: the service has no batch call, so one call per id, all at once, in the given order. */
export async function getPagesByIds(ids: readonly Id[], options?: CallOptions): Promise<Page[]> {
  return Promise.all(ids.map((id) => getPageById(id, options)));
}
