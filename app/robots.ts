import type { MetadataRoute } from 'next';
import { config } from '@/config';

// Built per request: the site's address and the estates are those of the running site, not of the build.
export const dynamic = 'force-dynamic';

/** Crawlers are welcome everywhere but the JSON endpoints, and find every page through the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', '/*/ajax/'] }],
    sitemap: `${config.siteUrl}/sitemap.xml`,
    host: config.siteUrl,
  };
}
