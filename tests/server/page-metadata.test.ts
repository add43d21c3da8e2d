import { describe, expect, it, vi } from 'vitest';
import type { Site } from '@/content-api/schemas';
import { cmsPageMetadata, siteCmsPageMetadata } from '@/server/page-metadata';
import { buildPage, buildSite } from '../content-api/fixtures';

const served = vi.hoisted(() => ({ site: null as Site | null }));
vi.mock('@/server/site-shell', () => ({ loadSite: async () => served.site }));

/** A page at its own path in all four languages. */
const page = {
  ...buildPage(),
  url: { nl: '/over-ons', fr: '/a-propos', en: '/about-us', de: '/ueber-uns' },
  title: { nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' },
};

/** The coastal agency: no English, French first. */
const coastSite: Site = { ...buildSite(), id: 'kust', languages: ['nl', 'fr', 'de'], defaultLanguage: 'fr' };

describe('CMS page metadata', () => {
  it('lists every language the page has by default, x-default on the default language', () => {
    expect(cmsPageMetadata(page, 'nl').alternates).toEqual({
      canonical: '/nl/over-ons',
      languages: {
        nl: '/nl/over-ons',
        fr: '/fr/a-propos',
        en: '/en/about-us',
        de: '/de/ueber-uns',
        'x-default': '/nl/over-ons',
      },
    });
  });

  it("offers only the site's languages as alternates, x-default on the site's default language", async () => {
    served.site = coastSite;
    const metadata = await siteCmsPageMetadata(page, 'de');
    expect(metadata.alternates).toEqual({
      canonical: '/de/ueber-uns',
      languages: {
        nl: '/nl/over-ons',
        fr: '/fr/a-propos',
        de: '/de/ueber-uns',
        'x-default': '/fr/a-propos',
      },
    });
    expect(metadata.openGraph).toMatchObject({ url: '/de/ueber-uns', title: 'Über uns' });
  });

  it('leaves out a language the page has no path in', () => {
    const dutchOnly = { ...page, url: { nl: '/over-ons' } };
    expect(cmsPageMetadata(dutchOnly, 'nl', coastSite).alternates).toEqual({
      canonical: '/nl/over-ons',
      languages: { nl: '/nl/over-ons' },
    });
  });

  it('offers every language while the site is unknown (the content service is down)', async () => {
    served.site = null;
    const metadata = await siteCmsPageMetadata(page, 'en');
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['nl', 'fr', 'en', 'de', 'x-default']);
  });
});
