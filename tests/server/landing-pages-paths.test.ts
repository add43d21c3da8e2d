import { describe, expect, it } from 'vitest';
import {
  collectionIdOfPath,
  collectionPaths,
  landingCityId,
  landingPagePaths,
  plainTexts,
  sameCollections,
} from '@/server/landing-pages-paths';

const node = (collections: number[], cities?: number[]) => ({
  kind: 'estates' as const,
  query: { collections, ...(cities && { terms: { 'address.city.id': cities } }) },
  collections,
});

describe('landing page paths', () => {
  it('joins the transaction page path and the city name of each language', () => {
    expect(
      landingPagePaths(
        { nl: '/te-koop', fr: '/a-vendre', en: '/for-sale' },
        { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' },
      ),
    ).toEqual({ nl: '/te-koop/gent', fr: '/a-vendre/gand', en: '/for-sale/ghent' });
    expect(
      landingPagePaths({ nl: '/te-huur', de: '/zu-vermieten' }, { nl: 'Brussel', de: 'Brüssel' }),
    ).toEqual({
      nl: '/te-huur/brussel',
      de: '/zu-vermieten/brussel',
    });
    expect(landingPagePaths({ nl: '/te-koop' }, null)).toEqual({});
  });

  it('names a collection page by id and name, in any language’s stem', () => {
    expect(collectionPaths(3, { nl: 'Nieuwbouwprojecten', fr: 'Projets neufs' })).toEqual({
      nl: '/collectie/3/nieuwbouwprojecten',
      fr: '/collection/3/projets-neufs',
      en: '/collection/3/nieuwbouwprojecten',
      de: '/kollektion/3/nieuwbouwprojecten',
    });
    expect(collectionIdOfPath(['collectie', '3', 'x'])).toBe(3);
    expect(collectionIdOfPath(['kollektion', '3'])).toBe(3);
    expect(collectionIdOfPath(['collectie', 'drie'])).toBeNull();
    expect(collectionIdOfPath(['te-koop', '3'])).toBeNull();
    expect(collectionIdOfPath(['collectie', '0'])).toBeNull();
  });

  it('matches a landing page to the listing page of the same collections', () => {
    expect(sameCollections(node([1], [11]), node([1]))).toBe(true);
    expect(sameCollections(node([2, 1]), node([1, 2]))).toBe(true);
    expect(sameCollections(node([1]), node([2]))).toBe(false);
    expect(sameCollections(node([]), node([]))).toBe(false);
  });

  it('finds the single city of a landing page', () => {
    expect(landingCityId(node([1], [11]))).toBe(11);
    expect(landingCityId(node([1], [11, 12]))).toBeNull();
    expect(landingCityId(node([1]))).toBeNull();
  });

  it('turns a landing text into a plain meta description', () => {
    expect(plainTexts({ nl: '<p>Alles   te koop</p>\n<p>in Gent</p>', fr: '<p></p>' })).toEqual({
      nl: 'Alles te koop in Gent',
    });
  });
});
