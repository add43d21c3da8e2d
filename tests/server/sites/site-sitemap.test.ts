import { describe, expect, it } from 'vitest';
import { inOfferedLanguages } from '@/server/sites/site-sitemap';

const site = 'http://kust.localhost:3000';
const entry = (path: string) => ({
  loc: `${site}${path}`,
  alternates: { nl: `${site}/nl/x`, en: `${site}/en/x`, de: `${site}/de/x`, 'x-default': `${site}/nl/x` },
});

describe("the sitemap of a site's languages", () => {
  it('keeps only the pages and alternates in the languages the site offers', () => {
    const entries = inOfferedLanguages(
      [entry('/nl/x'), entry('/en/x'), entry('/de'), entry('/english')],
      site,
      ['nl', 'de'],
    );
    expect(entries.map((kept) => kept.loc)).toEqual([`${site}/nl/x`, `${site}/de`]);
    expect(Object.keys(entries[0]!.alternates)).toEqual(['nl', 'de', 'x-default']);
  });
});
