/** One page of the site in the sitemap, with its versions in the other languages (hreflang). */
export interface SitemapEntry {
  loc: string;
  /** hreflang ('nl', …, 'x-default') -> absolute URL. */
  alternates: Readonly<Record<string, string>>;
  /** 'yyyy-mm-dd'. */
  lastModified?: string;
}

/** The sitemap protocol allows 50.000 URLs per file; far fewer keep each file quick to fetch and parse. */
export const SITEMAP_FILE_SIZE = 5000;

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function urlElement(entry: SitemapEntry): string {
  const links = Object.entries(entry.alternates).map(
    ([language, href]) =>
      `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}"/>`,
  );
  const lastModified = entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : '';
  return `<url><loc>${escapeXml(entry.loc)}</loc>${lastModified}${links.join('')}</url>`;
}

/** A `<urlset>` with the alternates of each URL as xhtml:link elements. */
export function renderUrlSet(entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map(urlElement),
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` pointing at the numbered sitemap files. */
export function renderSitemapIndex(fileUrls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...fileUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The entries of numbered file `index` (0-based); empty past the end. */
export function sitemapFile(entries: readonly SitemapEntry[], index: number): SitemapEntry[] {
  return entries.slice(index * SITEMAP_FILE_SIZE, (index + 1) * SITEMAP_FILE_SIZE);
}

export function sitemapFileCount(entries: readonly SitemapEntry[]): number {
  return Math.max(1, Math.ceil(entries.length / SITEMAP_FILE_SIZE));
}

export const xmlHeaders = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
} as const;
