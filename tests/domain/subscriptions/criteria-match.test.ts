import { describe, expect, it } from 'vitest';
import { estateMatchesCriteria } from '@/domain/subscriptions/criteria-match';
import { subscriptionCriteriaSchema } from '@/domain/subscriptions/criteria';
import { estate } from '../search/estate-fixtures';

const criteria = (input: object) => subscriptionCriteriaSchema.parse(input);
/** A house for sale in Gent (9000) at € 350.000 with three bedrooms. */
const house = estate({ general: { id: 7 } });

describe('an estate matching subscription criteria', () => {
  it('matches every estate when nothing is chosen', () => {
    expect(estateMatchesCriteria(house, criteria({}))).toBe(true);
  });

  it('asks each chosen field for one of its values, and every bound to hold', () => {
    expect(
      estateMatchesCriteria(house, criteria({ cities: [8000, 9000], types: [1], transactions: [3] })),
    ).toBe(true);
    expect(estateMatchesCriteria(house, criteria({ cities: [8000] }))).toBe(false);
    expect(estateMatchesCriteria(house, criteria({ priceMin: 300_000, priceMax: 350_000 }))).toBe(true);
    expect(estateMatchesCriteria(house, criteria({ priceMax: 349_999 }))).toBe(false);
    expect(estateMatchesCriteria(house, criteria({ bedroomsMin: 4 }))).toBe(false);
  });

  it('leaves out an estate without a public price when a price bound is set, as the search does', () => {
    const onRequest = estate({ general: { id: 8 }, price: null });
    expect(estateMatchesCriteria(onRequest, criteria({}))).toBe(true);
    expect(estateMatchesCriteria(onRequest, criteria({ priceMax: 500_000 }))).toBe(false);
  });

  it('keeps a list of chosen estates to those estates', () => {
    expect(estateMatchesCriteria(house, criteria({ estates: [7, 12] }))).toBe(true);
    expect(estateMatchesCriteria(house, criteria({ estates: [12] }))).toBe(false);
  });
});
