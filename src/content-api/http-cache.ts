import type { HttpMethod } from './errors';
import { tags } from './cache-tags';

export type CacheOptions = {
  /** Tags of what the answer contains (from cache-tags.ts); a tagged read may be kept (answer-cache.ts). */
  cacheTags?: string[];
  /** 'no-store' asks the service every time, tags or not. */
  cache?: RequestCache;
};

/**
 * The tags under which a call's answer may be kept, or null when it must not be: writes, untagged
 * calls, back-office (preview) calls and calls that ask for no-store always go to the service. A
 * deployment serving several sites names the site in every tag (`site:{id}:{tag}`), so one site's
 * answers are purged without the others'.
 */
export function cacheTagsOf(
  method: HttpMethod,
  options: CacheOptions & { backoffice?: boolean },
  revalidateSeconds: number,
  siteScope: string | null = null,
): string[] | null {
  const readOnly = method === 'GET' || method === 'POST';
  if (options.cache === 'no-store' || options.backoffice || !options.cacheTags || !readOnly) return null;
  if (revalidateSeconds <= 0) return null;
  const callTags = [tags.all, ...options.cacheTags];
  return siteScope === null ? callTags : callTags.map((tag) => tags.ofSite(siteScope, tag));
}
