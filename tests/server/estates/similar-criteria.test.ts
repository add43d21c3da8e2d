import { describe, expect, it } from 'vitest';
import { distanceKm, rankSimilarEstates, similarEstatesQuery } from '@/server/estates/similar-criteria';
import { estate } from '../../domain/search/estate-fixtures';

describe('similarEstatesQuery', () => {
  it('asks for the same head type, still for sale, within 15 km and ±30 % of the price', () => {
    const house = estate({ general: { id: 10 }, price: { value: 400_000 } });
    expect(similarEstatesQuery(house)).toEqual({
      terms: { 'general.headType.id': [1], 'general.status': ['FOR_SALE', 'TAKE_OVER'] },
      range: { 'price.value': { gte: 280_000, lte: 520_000 } },
      geo_distance: { distanceKm: 15, lat: 51.05, lon: 3.72 },
    });
  });

  it('asks for rentals still to rent when the estate is a rental', () => {
    const flat = estate({
      general: { headType: { id: 2, name: 'APARTMENT' }, transaction: { id: 2, name: { nl: 'Te huur' } } },
      price: { value: 1_000 },
    });
    expect(similarEstatesQuery(flat).terms).toEqual({
      'general.headType.id': [2],
      'general.status': ['TO_RENT'],
    });
  });

  it('falls back to the same city without coordinates, and leaves price open without a price', () => {
    const base = estate();
    const record = base.children[0]!;
    const withoutPoint = estate({
      price: { value: null },
      address: { ...record.address!, geoLocation: null },
    });
    const query = similarEstatesQuery(withoutPoint);
    expect(query.terms).toMatchObject({ 'address.city.id': [9000] });
    expect(query.geo_distance).toBeUndefined();
    expect(query.range).toBeUndefined();
  });
});

describe('rankSimilarEstates', () => {
  const reference = estate({ general: { id: 1 }, price: { value: 300_000 } });
  const at = (id: number, lat: number, price = 300_000, transactionId = 3) =>
    estate({
      general: { id, transaction: { id: transactionId, name: { nl: 'x' } } },
      price: { value: price },
      address: {
        visible: true,
        city: { id: 9000, name: { nl: 'Gent' }, zip: '9000' },
        country: 'BE',
        geoLocation: { lat, lon: 3.72 },
      },
    });

  it('never proposes the estate itself and keeps at most six', () => {
    const candidates = [
      reference,
      ...Array.from({ length: 9 }, (_, index) => at(10 + index, 51.05 + index / 100)),
    ];
    const ranked = rankSimilarEstates(reference, candidates);
    expect(ranked).toHaveLength(6);
    expect(ranked.map((group) => group.id)).not.toContain(1);
  });

  it('puts the nearest first, then the closest in price', () => {
    const ranked = rankSimilarEstates(reference, [at(2, 51.2), at(3, 51.06, 380_000), at(4, 51.06, 310_000)]);
    expect(ranked.map((group) => group.id)).toEqual([4, 3, 2]);
  });

  it('leaves out estates of the other kind of transaction', () => {
    const ranked = rankSimilarEstates(reference, [at(2, 51.06, 300_000, 2), at(3, 51.07)]);
    expect(ranked.map((group) => group.id)).toEqual([3]);
  });
});

describe('distanceKm', () => {
  it('measures Gent to Brussels as about 50 km', () => {
    expect(distanceKm({ lat: 51.05, lon: 3.72 }, { lat: 50.85, lon: 4.35 })).toBeGreaterThan(45);
    expect(distanceKm({ lat: 51.05, lon: 3.72 }, { lat: 50.85, lon: 4.35 })).toBeLessThan(55);
  });
});
