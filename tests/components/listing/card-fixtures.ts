import type { EstateCardModel } from '@/display/listing/estate-card-model';

/** A card for sale in Gent; any field can be replaced. */
export function cardModel(overrides: Partial<EstateCardModel> = {}): EstateCardModel {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Villa ${id} in Gent`,
    href: { pathname: '/offer/[estateId]/[slug]', params: { estateId: String(id), slug: `villa-${id}` } },
    imageUrl: `https://photos.test/${id}.jpg`,
    imageAlt: `Villa ${id} in Gent, Gent`,
    price: '€ 350.000',
    pricePerSquareMeter: '€ 2.333 /m²',
    city: 'Gent',
    subtype: 'Villa',
    bedrooms: 3,
    livingArea: '150 m²',
    plotArea: '600 m²',
    badge: 'for-sale',
    sticker: null,
    energyLabel: 'B',
    lat: 51.05,
    lon: 3.72,
    ...overrides,
  };
}
