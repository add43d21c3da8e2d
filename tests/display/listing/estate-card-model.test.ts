import { describe, expect, it } from 'vitest';
import { toEstateCardModel } from '@/display/listing/estate-card-model';
import { publicEstateGroup } from '@/domain/estate/public-record';
import { estate } from '../../domain/search/estate-fixtures';

describe('toEstateCardModel', () => {
  it('links to the canonical detail URL in the visitor’s language', () => {
    const card = toEstateCardModel(estate({ general: { id: 42 } }), 'fr');
    expect(card.href).toEqual({
      pathname: '/offer/[estateId]/[slug]',
      params: { estateId: '42', slug: 'villa-a-vendre-a-9000-gand' },
    });
    expect(card.city).toBe('Gand');
  });

  it('formats the price the Belgian way, with the price per m² when the living area is known', () => {
    const card = toEstateCardModel(estate({ dimensions: { areaBuild: 140 } }), 'nl');
    expect(card.price).toBe('€ 350.000');
    expect(card.pricePerSquareMeter).toBe('€ 2.500 /m²');
    expect(card.livingArea).toBe('140 m²');
  });

  it('leaves the price out when there is none: the card says "on request"', () => {
    const card = toEstateCardModel(estate({ price: { value: null } }), 'en');
    expect(card.price).toBeNull();
    expect(card.pricePerSquareMeter).toBeNull();
  });

  it('says "from" for a starting price and names the rent period', () => {
    expect(toEstateCardModel(estate({ price: { value: 250_000, priceFrom: true } }), 'nl').price).toBe(
      'vanaf € 250.000',
    );
    expect(toEstateCardModel(estate({ price: { value: 950, period: 'MONTH' } }), 'de').price).toBe(
      '€ 950 pro Monat',
    );
  });

  it('takes the badge from the transaction status of the data source', () => {
    const sold = estate({ general: { status: 'SOLD', transaction: { id: 5, name: { nl: 'Verkocht' } } } });
    const rental = estate({
      general: { status: 'TO_RENT', transaction: { id: 2, name: { nl: 'Te huur' } } },
    });
    expect(toEstateCardModel(sold, 'nl').badge).toBe('sold');
    expect(toEstateCardModel(rental, 'nl').badge).toBe('for-rent');
  });

  it('ignores a white sticker background and a black sticker text (spec §5)', () => {
    const card = toEstateCardModel(
      estate({ general: { sticker: { id: 1, name: { nl: 'Nieuw' }, color: '#FFFFFF', colorText: '#000' } } }),
      'nl',
    );
    expect(card.sticker).toEqual({ text: 'Nieuw', color: null, textColor: null });
  });

  it('uses the thumbnail of the first picture, or its file when there is no thumbnail', () => {
    const pictures = [
      { file: 'https://photos.test/2.jpg', thumbnail: 'https://photos.test/2-small.jpg', index: 2 },
      { file: 'https://photos.test/1.jpg', thumbnail: '', index: 1 },
    ];
    expect(toEstateCardModel(estate({ pictures }), 'nl').imageUrl).toBe('https://photos.test/1.jpg');
  });

  it("puts a hidden address on the map at the public record's approximate point only", () => {
    const hidden = estate({
      address: {
        visible: false,
        country: 'BE',
        city: { id: 9000, name: { nl: 'Gent' }, zip: '9000' },
        geoLocation: { lat: 51.054321, lon: 3.725678 },
      },
    });
    const card = toEstateCardModel(publicEstateGroup(hidden), 'nl');
    expect([card.lat, card.lon]).toEqual([51.05, 3.73]);
    expect(card.href.params.slug).not.toContain('straat');
  });

  it("marks a title the agency wrote in another language than the page's", () => {
    const dutchOnly = estate({ general: { title: { nl: 'Villa met tuin' } } });
    expect(toEstateCardModel(dutchOnly, 'fr')).toMatchObject({ title: 'Villa met tuin', titleLang: 'nl' });
    expect(toEstateCardModel(dutchOnly, 'nl')).not.toHaveProperty('titleLang');
  });

  it('names a card by subtype and city when the title is empty', () => {
    expect(toEstateCardModel(estate({ general: { title: { nl: ' ' } } }), 'nl').title).toBe('Villa – Gent');
  });
});
