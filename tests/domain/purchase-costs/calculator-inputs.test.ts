import { describe, expect, it } from 'vitest';
import { hasCalculatorQuery } from '@/domain/purchase-costs/calculator-params';
import {
  inputsFromQuery,
  withInputsInQuery,
  type CalculatorInputs,
} from '@/domain/purchase-costs/calculator-inputs';
import { regionOfZip } from '@/domain/purchase-costs/region-of-zip';

const estate: CalculatorInputs = {
  price: 300_000,
  region: 'flanders',
  ownHome: true,
  regime: 'duties',
  vatRate: 21,
  landPrice: 0,
  loan: 240_000,
  rate: 3,
  years: 25,
};

describe('calculator inputs in the URL', () => {
  it('reproduces every input a shared URL carries', () => {
    const shared: CalculatorInputs = {
      price: 412_500,
      region: 'brussels',
      ownHome: false,
      regime: 'vat',
      vatRate: 6,
      landPrice: 90_000,
      loan: 150_000,
      rate: 3.45,
      years: 20,
    };
    const query = withInputsInQuery(new URLSearchParams('tab=details'), shared);
    expect(query.get('tab')).toBe('details');
    expect(inputsFromQuery(query, estate)).toEqual(shared);
  });

  it('keeps the estate’s value for every malformed or out-of-range parameter', () => {
    const query = new URLSearchParams(
      'cost-price=-5&cost-region=mars&cost-own-home=maybe&cost-vat=12&cost-rate=abc&cost-years=99&cost-loan=1e9',
    );
    expect(inputsFromQuery(query, estate)).toEqual(estate);
  });

  it('notices a URL that carries the calculator', () => {
    expect(hasCalculatorQuery(new URLSearchParams('cost-price=1'))).toBe(true);
    expect(hasCalculatorQuery(new URLSearchParams('price-min=1'))).toBe(false);
  });
});

describe('regionOfZip', () => {
  it('places Belgian postal codes in their region', () => {
    expect(['1000', '1210', '1300', '1500', '3000', '4000', '7999', '8000', '9999'].map(regionOfZip)).toEqual(
      [
        'brussels',
        'brussels',
        'wallonia',
        'flanders',
        'flanders',
        'wallonia',
        'wallonia',
        'flanders',
        'flanders',
      ],
    );
  });

  it('knows no region for a foreign or malformed code', () => {
    expect([null, '', '75001', 'abcd', '0999'].map(regionOfZip)).toEqual([null, null, null, null, null]);
  });
});
