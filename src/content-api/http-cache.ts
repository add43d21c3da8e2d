import type { HttpMethod } from './errors';
import { tags } from './cache-tags';

/** Next's fetch cache settings, passed through to `fetch`. */
export type NextFetchCache = { revalidate?: number | false; tags?: string[] };

export type CacheOptions = {
  /** Tags of what the answer contains (from cache-tags.ts); a tagged call may be cached by Next. */
  cacheTags?: string[];
  /** Explicit settings win over the defaults below. */
  cache?: RequestCache;
  next?: NextFetchCache;
};

/**
 * Reads that name their cache tags are cached for `revalidateSeconds`; writes, untagged calls and
 * back-office (preview) calls always go to the service. A deployment serving several sites names the
 * site in every tag (`site:{id}:{tag}`), so one site's answers are purged without the others'.
 */
export function cacheInit(
  method: HttpMethod,
  options: CacheOptions & { backoffice?: boolean },
  revalidateSeconds: number,
  siteScope: string | null = null,
): { cache?: RequestCache; next?: NextFetchCache } {
  if (options.cache !== undefined || options.next !== undefined) {
    return { ...(options.cache && { cache: options.cache }), ...(options.next && { next: options.next }) };
  }
  const readOnly = method === 'GET' || method === 'POST';
  if (options.backoffice || !options.cacheTags || !readOnly || revalidateSeconds <= 0) {
    return { cache: 'no-store' };
  }
  const callTags = [tags.all, ...options.cacheTags];
  return {
    next: {
      revalidate: revalidateSeconds,
      tags: siteScope === null ? callTags : callTags.map((tag) => tags.ofSite(siteScope, tag)),
    },
  };
}
