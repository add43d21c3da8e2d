import { describe, expect, it, vi } from 'vitest';
import type { Site } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { cmsPageMetadata, siteCmsPageMetadata } from '@/server/page-metadata';
import { buildPage, buildSite } from '../content-api/fixtures';

const served = vi.hoisted(() => ({ site: null as Site | null }));
vi.mock('@/server/site-shell', () => ({ loadSite: async () => served.site }));
vi.mock('@/server/sites/request-site', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/server/sites/request-site')>()),
  getSiteUrl: async () => 'https://kust.example',
}));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages } = await import('@/i18n/messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: string }) =>
      createTranslator({ locale, messages: await loadMessages(locale), namespace }),
  };
});

/** A page at its own path in all four languages. */
const page = {
  ...buildPage(),
  url: { nl: '/over-ons', fr: '/a-propos', en: '/about-us', de: '/ueber-uns' },
  title: { nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' },
};

/** The home page, named "Home" in Dutch and English alike. */
const home = {
  ...buildPage(),
  url: { nl: '/', fr: '/', en: '/', de: '/' },
  title: { nl: 'Home', fr: 'Accueil', en: 'Home', de: 'Startseite' },
};

/** The coastal agency: no English, French first. */
const coastSite: Site = {
  ...buildSite(),
  id: 'kust',
  name: 'Kust & Duin Vastgoed',
  languages: ['nl', 'fr', 'de'],
  defaultLanguage: 'fr',
};
const sharing = {
  name: 'Immo Demo',
  url: 'https://www.immo-demo.be',
  languages: ['nl', 'fr', 'en', 'de'] as const,
};

describe('CMS page metadata', () => {
  it('lists every language the page has by default, x-default on the default language', () => {
    expect(cmsPageMetadata(page, 'nl', sharing).alternates).toEqual({
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
    expect(cmsPageMetadata(dutchOnly, 'nl', sharing, { offered: coastSite }).alternates).toEqual({
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

describe('CMS page sharing tags', () => {
  it("shares the site's branded card of the page as a 1200×630 PNG on the site's own origin", () => {
    const { openGraph, twitter } = cmsPageMetadata(page, 'fr', sharing);
    const image = {
      url: 'https://www.immo-demo.be/og/fr/page.png?path=%2Fa-propos',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'À propos – Immo Demo',
    };
    expect(openGraph).toMatchObject({ siteName: 'Immo Demo', title: 'À propos', images: [image] });
    expect(twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'À propos',
      images: [{ url: image.url, alt: image.alt }],
    });
  });

  it("names the language by its Belgian locale and the site's other languages as alternates", async () => {
    served.site = coastSite;
    const metadata = await siteCmsPageMetadata(page, 'nl');
    expect(metadata.openGraph).toMatchObject({
      siteName: 'Kust & Duin Vastgoed',
      locale: 'nl_BE',
      alternateLocale: ['fr_BE', 'de_BE'],
      images: [{ url: 'https://kust.example/og/nl/page.png?path=%2Fover-ons' }],
    });
    const english = cmsPageMetadata(page, 'en', sharing);
    expect(english.openGraph).toMatchObject({
      locale: 'en_GB',
      alternateLocale: ['nl_BE', 'fr_BE', 'de_BE'],
    });
  });

  it("gives the home page a title of its own in each language, with the site's name", async () => {
    served.site = coastSite;
    const titles = await Promise.all(
      (['nl', 'fr', 'de'] as const).map(
        async (locale) => (await siteCmsPageMetadata(home, locale, { home: true })).title,
      ),
    );
    const absolute = titles.map((title) => (title as { absolute: string }).absolute);
    for (const title of absolute) expect(title).toMatch(/^Kust & Duin Vastgoed – /);
    expect(new Set(absolute).size).toBe(3);

    served.site = null;
    const dutch = await siteCmsPageMetadata(home, 'nl', { home: true });
    const english = await siteCmsPageMetadata(home, 'en', { home: true });
    expect(dutch.title).toEqual({
      absolute: 'Vitrine Vastgoed – huizen en appartementen te koop en te huur in België',
    });
    expect(english.title).toEqual({
      absolute: 'Vitrine Real Estate – homes and apartments for sale and to rent in Belgium',
    });
    expect(english.openGraph).toMatchObject({
      title: 'Vitrine Real Estate – homes and apartments for sale and to rent in Belgium',
      images: [{ url: 'https://kust.example/og/en/page.png?path=%2F' }],
    });
  });
});
