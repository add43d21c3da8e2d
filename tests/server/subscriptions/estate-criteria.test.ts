import { describe, expect, it } from 'vitest';
import { criteriaOfEstate } from '@/server/subscriptions/estate-criteria';
import { estate } from '../../domain/search/estate-fixtures';

describe('the newsletter criteria of a contact request', () => {
  it('ask for estates of the same kind, in the same city, on the same transaction', () => {
    expect(criteriaOfEstate(estate())).toEqual({
      cities: [9000],
      types: [1],
      transactions: [3],
      estates: [],
    });
  });

  it('leave the transaction open when the estate is already sold: that would be no news', () => {
    const sold = estate({ general: { guid: 'g-1', transaction: { id: 1, name: { nl: 'Verkocht' } } } });
    expect(criteriaOfEstate(sold)).toEqual({ cities: [9000], types: [1], transactions: [], estates: [] });
  });

  it('ask for every new estate when the request is about none', () => {
    expect(criteriaOfEstate(null)).toEqual({ cities: [], types: [], transactions: [], estates: [] });
  });
});
