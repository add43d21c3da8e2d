import { tags } from './cache-tags';
import { requestParsed, sitePath, type CallOptions } from './http';
import { siteSchema, type Site } from './schemas';

/** The site being served (the configured one or the request's), or the one `options.siteId` names. */
export async function getSite(options?: CallOptions): Promise<Site> {
  return requestParsed(siteSchema, 'GET', sitePath(), { ...options, cacheTags: [tags.site()] });
}

/** The site serving a host name (multi-site set-ups). */
export async function getSiteByHostname(hostname: string, options?: CallOptions): Promise<Site> {
  return requestParsed(siteSchema, 'GET', `/sites/by-hostname/${encodeURIComponent(hostname)}`, {
    ...options,
    cacheTags: [tags.site()],
  });
}
