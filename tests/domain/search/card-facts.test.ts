import { describe, expect, it } from 'vitest';
import { cardFacts, mainImage } from '@/domain/search/card-facts';
import { estate } from './estate-fixtures';

describe('mainImage', () => {
  it('is the picture with the lowest index, as its thumbnail', () => {
    const pictures = [
      { file: 'b.jpg', thumbnail: 'b-t.jpg', index: 2 },
      { file: 'a.jpg', thumbnail: 'a-t.jpg', index: 0 },
    ];
    expect(mainImage(pictures)).toEqual({ src: 'a-t.jpg', file: 'a.jpg' });
  });

  it('falls back to the main file without a thumbnail', () => {
    expect(mainImage([{ file: 'a.jpg', thumbnail: null, index: 0 }])).toEqual({
      src: 'a.jpg',
      file: 'a.jpg',
    });
    expect(mainImage([{ file: 'a.jpg', thumbnail: ' ', index: 0 }])?.src).toBe('a.jpg');
  });

  it('is null without pictures', () => {
    expect(mainImage([])).toBeNull();
    expect(mainImage(null)).toBeNull();
  });
});

describe('cardFacts', () => {
  it('reads the facts of the main record', () => {
    const facts = cardFacts(
      estate({
        general: { id: 7, bedroomCount: 4 },
        price: { value: 300_000, priceFrom: true },
        dimensions: { areaBuild: 150, areaGround: 600 },
        energy: { energyLabel: 'B' },
        pictures: [{ file: 'a.jpg', thumbnail: 'a-t.jpg', index: 0 }],
      }),
    );
    expect(facts).toEqual({
      id: 7,
      image: { src: 'a-t.jpg', file: 'a.jpg' },
      price: 300_000,
      previousPrice: null,
      priceFrom: true,
      pricePeriod: null,
      pricePerSquareMeter: 2000,
      bedrooms: 4,
      livingArea: 150,
      plotArea: 600,
      cityName: { nl: 'Gent', fr: 'Gand' },
      subType: { nl: 'Villa', fr: 'Villa' },
      energyLabel: 'B',
      status: 'FOR_SALE',
      sticker: null,
    });
  });

  it('gives no price, meaning price on request, when the price is missing or 0', () => {
    expect(cardFacts(estate({ price: { value: 0 } })).price).toBeNull();
    expect(cardFacts(estate({ price: null })).price).toBeNull();
  });

  it('gives a price per m² only when both price and living area are known', () => {
    expect(
      cardFacts(estate({ price: { value: 250_000 }, dimensions: { areaBuild: 120 } })).pricePerSquareMeter,
    ).toBe(2083);
    expect(
      cardFacts(estate({ price: { value: 250_000 }, dimensions: { areaBuild: -1 } })).pricePerSquareMeter,
    ).toBeNull();
    expect(
      cardFacts(estate({ price: { value: null }, dimensions: { areaBuild: 120 } })).pricePerSquareMeter,
    ).toBeNull();
  });

  it('shows no unknown (-1), missing or zero counts and surfaces', () => {
    const facts = cardFacts(
      estate({ general: { bedroomCount: 0 }, dimensions: { areaBuild: -1, areaGround: null }, energy: null }),
    );
    expect(facts).toMatchObject({ bedrooms: null, livingArea: null, plotArea: null, energyLabel: null });
  });

  it('keeps the rent period of a rental price', () => {
    const rental = estate({
      general: { transaction: { id: 2, name: {} }, status: 'TO_RENT' },
      price: { value: 950, period: 'MONTH' },
    });
    expect(cardFacts(rental)).toMatchObject({ price: 950, pricePeriod: 'MONTH', status: 'TO_RENT' });
  });

  it('gives no price per m² for a rent: a monthly amount per m² means nothing to compare', () => {
    const area = { dimensions: { areaBuild: 15 } };
    const rent = (status: 'TO_RENT' | 'RENTED', period: string | null) =>
      estate({
        general: { transaction: { id: 2, name: {} }, status },
        price: { value: 75, period },
        ...area,
      });
    expect(cardFacts(rent('TO_RENT', 'MONTH')).pricePerSquareMeter).toBeNull();
    expect(cardFacts(rent('TO_RENT', null)).pricePerSquareMeter).toBeNull();
    expect(cardFacts(rent('RENTED', null)).pricePerSquareMeter).toBeNull();
    // A price with a rent period is a rent whatever the status says.
    const withPeriod = estate({ price: { value: 900, period: 'MONTH' }, ...area });
    expect(cardFacts(withPeriod).pricePerSquareMeter).toBeNull();
    // A sale or a take-over keeps it.
    expect(cardFacts(estate({ price: { value: 150_000 }, ...area })).pricePerSquareMeter).toBe(10_000);
    const takeOver = estate({ general: { status: 'TAKE_OVER' }, price: { value: 150_000 }, ...area });
    expect(cardFacts(takeOver).pricePerSquareMeter).toBe(10_000);
  });

  it('has no city without an address and no subtype without one', () => {
    expect(cardFacts(estate({ address: null, general: { subType: null } }))).toMatchObject({
      cityName: null,
      subType: null,
    });
  });

  it('carries the sticker with the colour rules applied', () => {
    const sticker = { id: 2, name: { nl: 'Nieuw' }, color: '#FFFFFF', colorText: '#d32f2f' };
    expect(cardFacts(estate({ general: { sticker } })).sticker).toEqual({
      id: 2,
      name: { nl: 'Nieuw' },
      color: null,
      textColor: '#d32f2f',
    });
  });
});
