import { renderSitemapIndex, renderUrlSet, sitemapFileCount, xmlHeaders } from '@/server/estates/sitemap-xml';
import { sitemapUnavailable } from '@/server/estates/sitemap-response';
import { siteSitemapEntries } from '@/server/sites/site-sitemap';

// Built per request: the site's address and the estates are those of the running site, not of the build.
export const dynamic = 'force-dynamic';

/**
 * /sitemap.xml: every page of the site in four languages. While it fits one file it is the list
 * itself; beyond that it becomes an index of /sitemap/0.xml, /sitemap/1.xml, …
 */
export async function GET(): Promise<Response> {
  try {
    const { siteUrl, entries } = await siteSitemapEntries();
    const files = sitemapFileCount(entries);
    const body =
      files === 1
        ? renderUrlSet(entries)
        : renderSitemapIndex(Array.from({ length: files }, (_, index) => `${siteUrl}/sitemap/${index}.xml`));
    return new Response(body, { headers: xmlHeaders });
  } catch (error) {
    return sitemapUnavailable(error);
  }
}
