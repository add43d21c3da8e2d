import { describe, expect, it } from 'vitest';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import { toMapMarker, toMapMarkers } from '@/display/map/estate-markers';

function card(overrides: Partial<EstateCardModel> = {}): EstateCardModel {
  return {
    id: 12,
    title: 'Villa met tuin',
    href: { pathname: '/offer/[estateId]/[slug]', params: { estateId: '12', slug: 'villa-te-liege' } },
    imageUrl: 'https://photos.example/12.svg',
    imageAlt: 'Villa met tuin, Luik',
    price: '€ 650.000',
    pricePerSquareMeter: null,
    city: 'Luik',
    subtype: 'Villa',
    bedrooms: 4,
    livingArea: '220 m²',
    plotArea: null,
    badge: 'for-sale',
    sticker: null,
    energyLabel: 'B',
    lat: 50.63,
    lon: 5.57,
    ...overrides,
  };
}

describe('toMapMarker', () => {
  it('carries the card over with a ready localized link', () => {
    expect(toMapMarker(card(), 'fr')).toEqual({
      id: 12,
      lat: 50.63,
      lon: 5.57,
      title: 'Villa met tuin',
      price: '€ 650.000',
      href: '/fr/offre/12/villa-te-liege',
      imageUrl: 'https://photos.example/12.svg',
      subtitle: 'Villa · Luik',
    });
  });

  it('links in the language of the page', () => {
    expect(toMapMarker(card(), 'nl')?.href).toBe('/nl/aanbod/12/villa-te-liege');
    expect(toMapMarker(card(), 'de')?.href).toBe('/de/angebot/12/villa-te-liege');
  });

  it('keeps "price on request" as null and leaves out an empty subtitle part', () => {
    const marker = toMapMarker(card({ price: null, subtype: '' }), 'nl');
    expect(marker?.price).toBeNull();
    expect(marker?.subtitle).toBe('Luik');
  });

  it('gives no marker for an estate without a location', () => {
    expect(toMapMarker(card({ lat: null, lon: null }), 'nl')).toBeNull();
    expect(toMapMarker(card({ lat: 0, lon: 0 }), 'nl')).toBeNull();
  });
});

describe('toMapMarkers', () => {
  it('keeps the order and skips estates without a location', () => {
    const markers = toMapMarkers([card({ id: 1 }), card({ id: 2, lat: null }), card({ id: 3 })], 'en');
    expect(markers.map((marker) => marker.id)).toEqual([1, 3]);
  });
});
