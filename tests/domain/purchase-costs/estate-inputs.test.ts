import { describe, expect, it } from 'vitest';
import { estateInputs, estateRegion } from '@/domain/purchase-costs/estate-inputs';
import { estateRecord } from '../estate/estate-fixture';

describe('estateRegion', () => {
  it('takes the region the address names', () => {
    expect(estateRegion(estateRecord())).toBe('flanders');
  });

  it('falls back on the postal code when the address names no region', () => {
    const inBrussels = estateRecord({ address: { region: null, zip: '1050' } });
    expect(estateRegion(inBrussels)).toBe('brussels');
  });

  it('knows no region for an estate abroad', () => {
    expect(estateRegion(estateRecord({ address: { region: null, zip: '59000' } }))).toBeNull();
  });
});

describe('estateInputs', () => {
  it('starts from the public price, the own home and a loan of 80 % of the price', () => {
    expect(estateInputs(estateRecord(), 'flanders')).toMatchObject({
      price: 395_000,
      regime: 'duties',
      ownHome: true,
      loan: 316_000,
    });
  });

  it('leaves the price of a new build sold under VAT to the visitor, in the VAT case', () => {
    const newBuild = estateRecord({ financial: { vatRegime: true, vatRate: 6 } });
    expect(estateInputs(newBuild, 'flanders')).toMatchObject({
      price: 0,
      regime: 'vat',
      vatRate: 6,
      loan: 0,
    });
  });

  it('leaves a price on request to the visitor', () => {
    expect(estateInputs(estateRecord({ price: { value: 0 } }), 'wallonia').price).toBe(0);
  });
});
