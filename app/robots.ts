import type { MetadataRoute } from 'next';
import { getSiteUrl } from '@/server/sites/request-site';

// Built per request: the site's address and the estates are those of the running site, not of the build.
export const dynamic = 'force-dynamic';

/** Crawlers are welcome everywhere but the JSON endpoints, and find every page through the sitemap. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const siteUrl = await getSiteUrl();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/*/ajax/'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  };
}
