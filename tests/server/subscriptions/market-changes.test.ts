import { describe, expect, it } from 'vitest';
import { marketChange, marketStateOf } from '@/server/subscriptions/market-changes';
import { estate } from '../../domain/search/estate-fixtures';

const forSale = (price: number | null) => ({ price, status: 'FOR_SALE' as const });

describe('the change between two looks at an estate', () => {
  it('is a price drop when the price of an estate on offer went down, and nothing when it went up', () => {
    expect(marketChange(forSale(350_000), forSale(325_000))).toEqual({
      kind: 'priceDrops',
      oldPrice: 350_000,
      newPrice: 325_000,
      status: 'FOR_SALE',
    });
    expect(marketChange(forSale(325_000), forSale(350_000))).toBeNull();
    expect(marketChange(forSale(null), forSale(325_000))).toBeNull();
  });

  it('is back on the market when sold, rented or taken over turns into an offer, or it comes back online', () => {
    expect(marketChange({ price: 900, status: 'RENTED' }, { price: 900, status: 'TO_RENT' })?.kind).toBe(
      'backOnMarket',
    );
    expect(marketChange(null, forSale(300_000))?.kind).toBe('backOnMarket');
    expect(marketChange({ price: 1, status: 'SOLD' }, { price: 1, status: 'RENTED' })).toBeNull();
  });

  it('is a departure when it is sold or no longer found', () => {
    expect(marketChange(forSale(300_000), { price: 300_000, status: 'SOLD' })).toMatchObject({
      kind: 'offMarket',
      status: 'SOLD',
    });
    expect(marketChange(forSale(300_000), null)).toMatchObject({ kind: 'offMarket', status: null });
    expect(marketChange({ price: 300_000, status: 'SOLD' }, null)).toBeNull();
  });

  it('reads the status a visitor sees: a sold transaction id counts even when the status lags', () => {
    const lagging = estate({
      general: { status: 'FOR_SALE', transaction: { id: 5, name: { nl: 'Verkocht' } } },
    });
    expect(marketStateOf(lagging)).toEqual({ price: 350_000, status: 'SOLD' });
  });
});
