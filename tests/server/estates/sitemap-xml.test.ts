import { describe, expect, it } from 'vitest';
import {
  renderSitemapIndex,
  renderUrlSet,
  SITEMAP_FILE_SIZE,
  sitemapFile,
  sitemapFileCount,
  type SitemapEntry,
} from '@/server/estates/sitemap-xml';

const entry: SitemapEntry = {
  loc: 'https://vitrine.test/fr/offre/1/villa-a-vendre?x=1&y=2',
  alternates: { nl: 'https://vitrine.test/nl/aanbod/1/villa', fr: 'https://vitrine.test/fr/offre/1/villa' },
  lastModified: '2026-03-14',
};

describe('sitemap XML', () => {
  it('writes each URL with its last change and hreflang alternates, escaped', () => {
    const xml = renderUrlSet([entry]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('<loc>https://vitrine.test/fr/offre/1/villa-a-vendre?x=1&amp;y=2</loc>');
    expect(xml).toContain('<lastmod>2026-03-14</lastmod>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="nl" href="https://vitrine.test/nl/aanbod/1/villa"/>',
    );
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('indexes numbered files when one file is not enough', () => {
    const xml = renderSitemapIndex([
      'https://vitrine.test/sitemap/0.xml',
      'https://vitrine.test/sitemap/1.xml',
    ]);
    expect(xml).toContain('<sitemapindex');
    expect(xml.match(/<sitemap>/g)).toHaveLength(2);
  });

  it('splits the entries into files of a fixed size', () => {
    const many = Array.from({ length: SITEMAP_FILE_SIZE + 3 }, (_, index) => ({
      ...entry,
      loc: `u${index}`,
    }));
    expect(sitemapFileCount(many)).toBe(2);
    expect(sitemapFileCount([])).toBe(1);
    expect(sitemapFile(many, 1).map((item) => item.loc)).toEqual([
      `u${SITEMAP_FILE_SIZE}`,
      `u${SITEMAP_FILE_SIZE + 1}`,
      `u${SITEMAP_FILE_SIZE + 2}`,
    ]);
  });
});
