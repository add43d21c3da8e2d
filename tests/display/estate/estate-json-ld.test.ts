import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, realEstateListingJsonLd, serializeJsonLd } from '@/display/estate/estate-json-ld';
import { estateSubject, unitSubject } from '@/display/estate/estate-subject';
import { projectGroup, villaGroup } from './estate-fixtures';

const options = { siteUrl: 'https://vitrine.test', homeLabel: 'Home' };
const villaUrl = 'https://vitrine.test/nl/aanbod/501/villa-te-koop-in-kortrijksesteenweg-12-9000-gent';

describe('RealEstateListing', () => {
  const listing = realEstateListingJsonLd(estateSubject(villaGroup()), 'nl', options);

  it('describes the listing with its URL, name and photos in display order', () => {
    expect(listing).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: villaUrl,
      name: 'Gezinswoning met tuin',
      datePosted: '2026-03-14',
      image: [
        'https://photos.test/501/0.jpg',
        'https://photos.test/501/1.jpg',
        'https://photos.test/501/2.jpg',
      ],
    });
  });

  it('carries an Offer with the price in euro', () => {
    expect(listing.offers).toMatchObject({
      '@type': 'Offer',
      price: 395000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
    });
  });

  it('places the estate with its postal address and coordinates', () => {
    expect(listing.contentLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Kortrijksesteenweg 12',
        postalCode: '9000',
        addressLocality: 'Gent',
        addressCountry: 'BE',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 51.05, longitude: 3.72 },
    });
  });

  it('gives neither street nor coordinates of a hidden address', () => {
    const hidden = realEstateListingJsonLd(
      estateSubject(villaGroup({ address: { visible: false } })),
      'nl',
      options,
    );
    expect(hidden.contentLocation).toEqual({
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        postalCode: '9000',
        addressLocality: 'Gent',
        addressCountry: 'BE',
      },
    });
  });

  it('announces no price under the VAT regime, and a sold estate as sold out', () => {
    const vat = realEstateListingJsonLd(
      estateSubject(villaGroup({ financial: { vatRegime: true } })),
      'nl',
      options,
    );
    expect(vat.offers).not.toHaveProperty('price');
    const sold = realEstateListingJsonLd(
      estateSubject(
        villaGroup({ general: { status: 'SOLD', transaction: { id: 5, name: { nl: 'Verkocht' } } } }),
      ),
      'nl',
      options,
    );
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it('marks a rental as leased out', () => {
    const rental = realEstateListingJsonLd(
      estateSubject(
        villaGroup({ general: { status: 'TO_RENT', transaction: { id: 2, name: { nl: 'Te huur' } } } }),
      ),
      'nl',
      options,
    );
    expect(rental.offers).toMatchObject({ businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut' });
  });
});

describe('BreadcrumbList', () => {
  it('goes from home to the estate', () => {
    const trail = breadcrumbJsonLd(estateSubject(villaGroup()), 'nl', options);
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://vitrine.test/nl' },
      { '@type': 'ListItem', position: 2, name: 'Gezinswoning met tuin', item: villaUrl },
    ]);
  });

  it('passes through the project on a unit page', () => {
    const subject = unitSubject(projectGroup(), '7002');
    if (!subject) throw new Error('unit expected');
    const names = (breadcrumbJsonLd(subject, 'nl', options).itemListElement as { name: string }[]).map(
      (item) => item.name,
    );
    expect(names).toEqual(['Home', "Residentie 't Hof", 'Appartement 0.01']);
  });
});

describe('serializing for a script element', () => {
  it('escapes every "<" so a text cannot close the script, and stays valid JSON', () => {
    const data = { name: '</script><script>alert(1)</script>' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
