import { describe, expect, it } from 'vitest';
import {
  alertSearchBody,
  criteriaToFilters,
  subscribeRequestSchema,
  subscriptionCriteriaSchema,
} from '@/domain/subscriptions/criteria';

describe('subscription criteria', () => {
  it('default to "every new estate" when nothing is chosen', () => {
    expect(subscriptionCriteriaSchema.parse({})).toEqual({
      cities: [],
      types: [],
      transactions: [],
      estates: [],
    });
  });

  it('refuse a minimum price above the maximum, and ids that are not positive whole numbers', () => {
    expect(subscriptionCriteriaSchema.safeParse({ priceMin: 500_000, priceMax: 200_000 }).success).toBe(
      false,
    );
    expect(subscriptionCriteriaSchema.safeParse({ cities: [0] }).success).toBe(false);
    expect(subscriptionCriteriaSchema.safeParse({ types: [1.5] }).success).toBe(false);
  });

  it('need a valid address and one of the four languages', () => {
    const valid = { email: 'an@example.be', locale: 'fr', criteria: {} };
    expect(subscribeRequestSchema.safeParse(valid).success).toBe(true);
    expect(subscribeRequestSchema.safeParse({ ...valid, email: 'an@' }).success).toBe(false);
    expect(subscribeRequestSchema.safeParse({ ...valid, locale: 'es' }).success).toBe(false);
  });

  it('search like the listing does: same filters, newest first, paged', () => {
    const criteria = subscriptionCriteriaSchema.parse({
      cities: [9000],
      types: [1],
      transactions: [3],
      priceMin: 100_000,
      priceMax: 400_000,
      bedroomsMin: 2,
    });
    expect(criteriaToFilters(criteria)).toMatchObject({ city: [9000], type: [1], 'bed-min': 2 });
    expect(alertSearchBody(criteria, 50, 50)).toEqual({
      query: {
        terms: { 'address.city.id': [9000], 'general.headType.id': [1], 'general.transaction.id': [3] },
        range: { 'price.value': { gte: 100_000, lte: 400_000 }, 'general.bedroomCount': { gte: 2 } },
      },
      sort: [{ field: 'general.publicationDate', direction: 'DESC' }],
      pagination: { from: 50, size: 50 },
    });
  });
});
