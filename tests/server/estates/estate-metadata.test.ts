import { describe, expect, it } from 'vitest';
import { estateMetadata } from '@/server/estates/estate-metadata';
import { estateSubject, unitSubject } from '@/display/estate/estate-subject';
import { projectGroup, villaGroup } from '../../display/estate/estate-fixtures';

const options = { siteUrl: 'https://vitrine.test', fallbackDescription: 'Bekijk dit pand.' };

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

  it('previews with the main photo (lowest index, full file) on Open Graph and Twitter', () => {
    expect(metadata.openGraph).toMatchObject({
      url: 'https://vitrine.test/fr/offre/501/villa-a-vendre-a-kortrijksesteenweg-12-9000-gand',
      locale: 'fr_BE',
      images: [{ url: 'https://photos.test/501/0.jpg', width: 1200, height: 900 }],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      images: ['https://photos.test/501/0.jpg'],
    });
  });

  it('falls back to the given description and a plain card without text or photo', () => {
    const bare = villaGroup({ pictures: [], general: { shortDescription: null, description: null } });
    const fallback = estateMetadata(estateSubject(bare), 'nl', options);
    expect(fallback.description).toBe('Bekijk dit pand.');
    expect(fallback.twitter).toMatchObject({ card: 'summary' });
  });

  it("gives a unit the project's URL plus the unit id, and the project's photo", () => {
    const subject = unitSubject(projectGroup(), '7001');
    if (!subject) throw new Error('unit expected');
    const unitMetadata = estateMetadata(subject, 'nl', options);
    expect(unitMetadata.alternates?.canonical).toBe(
      'https://vitrine.test/nl/aanbod/700/residentie-t-hof-in-2000-antwerpen/7001',
    );
    expect(unitMetadata.title).toBe('Appartement 1.01');
    expect(unitMetadata.openGraph).toMatchObject({ images: [{ url: 'https://photos.test/700/0.jpg' }] });
  });
});
