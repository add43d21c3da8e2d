import { describe, expect, it } from 'vitest';
import type { EstateRecord } from '@/content-api/schemas';
import { breadcrumbJsonLd, realEstateListingJsonLd } from '@/display/estate/estate-json-ld';
import { estateSubject, unitSubject } from '@/display/estate/estate-subject';
import { serializeJsonLd } from '@/display/json-ld';
import { publicEstateGroup } from '@/domain/estate';
import { estateGroup, estateRecord } from '../../domain/estate/estate-fixture';
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

  it('names photos the site serves by their whole address on the site', () => {
    const pictures = [{ file: '/media/photos/media/estates/501/0.jpg?w=2400', thumbnail: null, index: 0 }];
    const served = realEstateListingJsonLd(estateSubject(villaGroup({ pictures })), 'nl', options);
    expect(served.image).toEqual(['https://vitrine.test/media/photos/media/estates/501/0.jpg?w=2400']);
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

  it('announces no offer at all without a public price: under the VAT regime or on request', () => {
    const vat = realEstateListingJsonLd(
      estateSubject(villaGroup({ financial: { vatRegime: true } })),
      'nl',
      options,
    );
    expect(vat).not.toHaveProperty('offers');
    expect(serializeJsonLd(vat)).not.toContain('395000');
    const onRequest = realEstateListingJsonLd(
      estateSubject(villaGroup({ price: { value: null } })),
      'nl',
      options,
    );
    expect(onRequest).not.toHaveProperty('offers');
  });

  it('announces a sold estate as sold out', () => {
    const sold = realEstateListingJsonLd(
      estateSubject(
        villaGroup({ general: { status: 'SOLD', transaction: { id: 5, name: { nl: 'Verkocht' } } } }),
      ),
      'nl',
      options,
    );
    expect(sold.offers).toMatchObject({ price: 395000, availability: 'https://schema.org/SoldOut' });
  });
});

describe('a rent', () => {
  const toRent = { status: 'TO_RENT', transaction: { id: 2, name: { nl: 'Te huur' } } } as const;

  it('is leased out at a price per month: a UnitPriceSpecification of one month (MON)', () => {
    const rental = realEstateListingJsonLd(
      estateSubject(villaGroup({ general: toRent, price: { value: 1150 } })),
      'nl',
      options,
    );
    expect(rental.offers).toEqual({
      '@type': 'Offer',
      url: villaUrl.replace('te-koop', 'te-huur'),
      price: 1150,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 1150,
        priceCurrency: 'EUR',
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
      availability: 'https://schema.org/InStock',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
    });
  });

  it('takes the period the record names, and names no unit for a period it does not know', () => {
    const weekly = realEstateListingJsonLd(
      estateSubject(villaGroup({ general: toRent, price: { value: 400, period: 'week' } })),
      'nl',
      options,
    );
    expect(weekly.offers).toMatchObject({
      priceSpecification: { unitCode: 'WEE', referenceQuantity: { value: 1, unitCode: 'WEE' } },
    });
    const odd = realEstateListingJsonLd(
      estateSubject(villaGroup({ general: toRent, price: { value: 400, period: 'SEASON' } })),
      'nl',
      options,
    );
    expect(odd.offers).toMatchObject({ '@type': 'Offer', price: 400 });
    expect(odd.offers).not.toHaveProperty('priceSpecification');
  });
});

function unitRecord(
  id: number,
  price: number | null,
  status: 'FOR_SALE' | 'SOLD' = 'FOR_SALE',
): EstateRecord {
  return estateRecord({
    general: {
      id,
      parentId: 800,
      title: { nl: `Appartement ${id}` },
      headType: { id: 2, name: 'APARTMENT' },
      status,
      ...(status === 'SOLD' && { transaction: { id: 5, name: { nl: 'Verkocht' } } }),
    },
    price: { value: price, totalPrice: null },
    pictures: [],
  });
}

/** Project 800 with units for sale at 210.000 and 340.000, one on request, one sold at 150.000. */
function pricedProject(vatRegime = false) {
  const project = estateRecord({
    general: {
      id: 800,
      project: true,
      title: { nl: 'Residentie Zuid' },
      headType: { id: 6, name: 'PROJECT' },
    },
    price: { value: 210000, priceFrom: true },
  });
  const units = [
    unitRecord(80001, 340000),
    unitRecord(80002, 210000),
    unitRecord(80003, null),
    unitRecord(80004, 150000, 'SOLD'),
  ];
  const group = estateGroup([project, ...units], 800);
  const regime = { financial: { vatRegime, notaryCostTotal: null } };
  // As the site reads it: the public record of every child (no prices under the VAT regime).
  return publicEstateGroup({ ...group, children: group.children.map((child) => ({ ...child, ...regime })) });
}

describe('a project and its units', () => {
  it('offers the project as an AggregateOffer over its units for sale with a public price', () => {
    const listing = realEstateListingJsonLd(estateSubject(pricedProject()), 'nl', options);
    expect(listing.offers).toEqual({
      '@type': 'AggregateOffer',
      url: listing.url,
      priceCurrency: 'EUR',
      lowPrice: 210000,
      highPrice: 340000,
      offerCount: 2,
      availability: 'https://schema.org/InStock',
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
    });
  });

  it('offers nothing for a project under the VAT regime, and leaks none of its prices', () => {
    const listing = realEstateListingJsonLd(estateSubject(pricedProject(true)), 'nl', options);
    expect(listing).not.toHaveProperty('offers');
    const text = serializeJsonLd(listing);
    for (const amount of ['340000', '210000', '150000']) expect(text).not.toContain(amount);
  });

  it('offers a unit at its own price, and a unit on request without any offer', () => {
    const priced = unitSubject(pricedProject(), '80001');
    const onRequest = unitSubject(pricedProject(), '80003');
    if (!priced || !onRequest) throw new Error('units expected');
    const listing = realEstateListingJsonLd(priced, 'nl', options);
    expect(listing.url).toMatch(/\/nl\/aanbod\/800\/[^/]+\/80001$/);
    expect(listing.offers).toMatchObject({
      '@type': 'Offer',
      url: listing.url,
      price: 340000,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(realEstateListingJsonLd(onRequest, 'nl', options)).not.toHaveProperty('offers');
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
