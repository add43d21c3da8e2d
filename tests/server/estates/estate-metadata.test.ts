import { describe, expect, it } from 'vitest';
import { estateMetadata } from '@/server/estates/estate-metadata';
import { estateSubject, unitSubject } from '@/display/estate/estate-subject';
import { projectGroup, villaGroup } from '../../display/estate/estate-fixtures';

const site = {
  name: 'Vitrine Immo',
  url: 'https://vitrine.test',
  languages: ['nl', 'fr', 'en', 'de'] as const,
};
const options = { site, fallbackDescription: 'Bekijk dit pand.' };

describe('estate page metadata', () => {
  const metadata = estateMetadata(estateSubject(villaGroup()), 'fr', options);

  it('has the title and the short description of the language', () => {
    expect(metadata.title).toBe('Maison familiale avec jardin');
    expect(metadata.description).toBe('Villa spacieuse avec jardin.');
  });

  it('points the canonical URL at the page in its own language', () => {
    expect(metadata.alternates?.canonical).toBe(
      'https://vitrine.test/fr/offre/501/villa-a-vendre-a-kortrijksesteenweg-12-9000-gand',
    );
  });

  it('lists the four languages, each with its own slug, and x-default', () => {
    expect(metadata.alternates?.languages).toEqual({
      nl: 'https://vitrine.test/nl/aanbod/501/villa-te-koop-in-kortrijksesteenweg-12-9000-gent',
      fr: 'https://vitrine.test/fr/offre/501/villa-a-vendre-a-kortrijksesteenweg-12-9000-gand',
      en: 'https://vitrine.test/en/offer/501/villa-for-sale-in-kortrijksesteenweg-12-9000-gent',
      de: 'https://vitrine.test/de/angebot/501/villa-zu-verkaufen-in-kortrijksesteenweg-12-9000-gent',
      'x-default': 'https://vitrine.test/nl/aanbod/501/villa-te-koop-in-kortrijksesteenweg-12-9000-gent',
    });
  });

  it("previews with the estate's own 1200×630 PNG on the site's origin, on Open Graph and Twitter", () => {
    expect(metadata.openGraph).toMatchObject({
      url: 'https://vitrine.test/fr/offre/501/villa-a-vendre-a-kortrijksesteenweg-12-9000-gand',
      siteName: 'Vitrine Immo',
      images: [
        {
          url: 'https://vitrine.test/og/fr/estate/501.png',
          width: 1200,
          height: 630,
          type: 'image/png',
          alt: 'Maison familiale avec jardin',
        },
      ],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: [{ url: 'https://vitrine.test/og/fr/estate/501.png', alt: 'Maison familiale avec jardin' }],
    });
  });

  it("names the page's language by its Belgian locale and the site's other languages as alternates", () => {
    expect(metadata.openGraph).toMatchObject({
      locale: 'fr_BE',
      alternateLocale: ['nl_BE', 'en_GB', 'de_BE'],
    });
    const coast = estateMetadata(estateSubject(villaGroup()), 'de', {
      ...options,
      site: { ...site, languages: ['nl', 'fr', 'de'] },
    });
    expect(coast.openGraph).toMatchObject({ locale: 'de_BE', alternateLocale: ['nl_BE', 'fr_BE'] });
  });

  it("falls back to the given description, and to the site's card named in the alt text without photo", () => {
    const bare = villaGroup({ pictures: [], general: { shortDescription: null, description: null } });
    const fallback = estateMetadata(estateSubject(bare), 'nl', options);
    expect(fallback.description).toBe('Bekijk dit pand.');
    expect(fallback.openGraph).toMatchObject({
      images: [
        { url: 'https://vitrine.test/og/nl/estate/501.png', alt: expect.stringMatching(/ – Vitrine Immo$/) },
      ],
    });
  });

  it("gives a unit the project's URL plus the unit id, and the project's photo", () => {
    const subject = unitSubject(projectGroup(), '7001');
    if (!subject) throw new Error('unit expected');
    const unitMetadata = estateMetadata(subject, 'nl', options);
    expect(unitMetadata.alternates?.canonical).toBe(
      'https://vitrine.test/nl/aanbod/700/residentie-t-hof-in-2000-antwerpen/7001',
    );
    expect(unitMetadata.title).toBe('Appartement 1.01');
    expect(unitMetadata.openGraph).toMatchObject({
      images: [{ url: 'https://vitrine.test/og/nl/estate/700/7001.png', alt: 'Appartement 1.01' }],
    });
  });
});
