import { describe, expect, it } from 'vitest';
import { formatCardPrice } from '@/display/listing/card-price';

const price = (value: number | null, more: { priceFrom?: boolean; pricePeriod?: string | null } = {}) => ({
  price: value,
  priceFrom: more.priceFrom ?? false,
  pricePeriod: more.pricePeriod ?? null,
});

describe('formatCardPrice', () => {
  it('gives the price alone for a sale, and null when the price is on request', () => {
    expect(formatCardPrice(price(350_000), 'nl')).toBe('€ 350.000');
    expect(formatCardPrice(price(null), 'nl')).toBeNull();
  });

  it('names the period of a rent in the card language, whatever the case of its code', () => {
    expect(formatCardPrice(price(950, { pricePeriod: 'month' }), 'fr')).toBe('€ 950 par mois');
    expect(formatCardPrice(price(950, { pricePeriod: 'MONTH' }), 'nl')).toBe('€ 950 per maand');
  });

  it('says "from" for a project, and leaves an unknown period out', () => {
    expect(formatCardPrice(price(250_000, { priceFrom: true }), 'nl')).toBe('vanaf € 250.000');
    expect(formatCardPrice(price(950, { pricePeriod: 'FORTNIGHT' }), 'en')).toBe('€ 950');
  });
});
