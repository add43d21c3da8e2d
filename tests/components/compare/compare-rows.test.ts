import { describe, expect, it } from 'vitest';
import { compareRows } from '@/components/compare/compare-rows';
import type { EstateCardModel } from '@/display/listing/estate-card-model';

function card(id: number, overrides: Partial<EstateCardModel> = {}): EstateCardModel {
  return {
    id,
    title: `Estate ${id}`,
    href: { pathname: '/offer/[estateId]/[slug]', params: { estateId: String(id), slug: 'huis' } },
    imageUrl: null,
    imageAlt: '',
    price: '€ 350.000',
    pricePerSquareMeter: null,
    city: 'Gent',
    subtype: 'Woning',
    bedrooms: 3,
    livingArea: '150 m²',
    plotArea: null,
    badge: 'for-sale',
    sticker: null,
    energyLabel: 'B',
    lat: null,
    lon: null,
    ...overrides,
  };
}

const texts = { status: (badge: string) => `status ${badge}`, priceOnRequest: 'Prijs op aanvraag' };

const rowOf = (rows: ReturnType<typeof compareRows>, fact: string) => rows.find((row) => row.fact === fact);

describe('compareRows', () => {
  it('lines up each fact with one value per estate, in the estates’ order', () => {
    const rows = compareRows([card(1, { city: 'Gent' }), card(2, { city: 'Brugge' })], texts);
    expect(rowOf(rows, 'city')?.values).toEqual(['Gent', 'Brugge']);
    expect(rowOf(rows, 'bedrooms')?.values).toEqual(['3', '3']);
    expect(rowOf(rows, 'status')?.values).toEqual(['status for-sale', 'status for-sale']);
  });

  it('marks the rows where the estates differ, and only those', () => {
    const rows = compareRows([card(1), card(2, { price: '€ 420.000', energyLabel: 'C' }), card(3)], texts);
    const differing = rows.filter((row) => row.differs).map((row) => row.fact);
    expect(differing).toEqual(['price', 'energyLabel']);
  });

  it('counts a missing value as different from a known one', () => {
    const rows = compareRows([card(1, { bedrooms: null }), card(2)], texts);
    expect(rowOf(rows, 'bedrooms')).toEqual({ fact: 'bedrooms', values: [null, '3'], differs: true });
  });

  it('leaves out a fact no estate states, and shows "price on request" for a hidden price', () => {
    const rows = compareRows([card(1, { price: null }), card(2)], texts);
    expect(rowOf(rows, 'plotArea')).toBeUndefined();
    expect(rowOf(rows, 'price')?.values).toEqual(['Prijs op aanvraag', '€ 350.000']);
  });
});
