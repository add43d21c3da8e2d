import { sitemapUnavailable } from '@/server/estates/sitemap-response';
import { renderUrlSet, sitemapFile, sitemapFileCount, xmlHeaders } from '@/server/estates/sitemap-xml';
import { siteSitemapEntries } from '@/server/sites/site-sitemap';

type Context = { params: Promise<{ file: string }> };

/** /sitemap/{n}.xml: one numbered part of a sitemap too large for one file. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { file } = await params;
  const match = /^(\d{1,6})\.xml$/.exec(file);
  if (!match) return new Response(null, { status: 404 });
  try {
    const { entries } = await siteSitemapEntries();
    const index = Number(match[1]);
    if (index >= sitemapFileCount(entries)) return new Response(null, { status: 404 });
    return new Response(renderUrlSet(sitemapFile(entries, index)), { headers: xmlHeaders });
  } catch (error) {
    return sitemapUnavailable(error);
  }
}
