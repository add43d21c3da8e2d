import { describe, expect, it } from 'vitest';
import type { CalculatorInputs } from '@/domain/purchase-costs/calculator-inputs';
import { purchaseCosts } from '@/domain/purchase-costs/purchase-costs';

const existingHome: CalculatorInputs = {
  price: 65_000,
  region: 'flanders',
  ownHome: true,
  regime: 'duties',
  vatRate: 21,
  landPrice: 0,
  loan: 0,
  rate: 3,
  years: 25,
};

describe('purchaseCosts', () => {
  it('adds duties and the deed to the price of an existing home', () => {
    const costs = purchaseCosts(existingHome);
    expect(costs.duties?.amount).toBe(1_300);
    expect(costs.vat).toBeNull();
    expect(costs.totalCosts).toBe(1_300 + 2_886.43);
    expect(costs.totalWithPrice).toBe(65_000 + 1_300 + 2_886.43);
  });

  it('charges VAT instead of duties on a new build sold with its land: hln.be’s 260,000 € at 6 % and 21 %', () => {
    const newBuild = { ...existingHome, price: 260_000, regime: 'vat' as const };
    expect(purchaseCosts({ ...newBuild, vatRate: 6 }).vat?.amount).toBe(15_600);
    const atStandardRate = purchaseCosts({ ...newBuild, vatRate: 21 });
    expect(atStandardRate.vat?.amount).toBe(54_600);
    expect(atStandardRate.duties).toBeNull();
  });

  it('charges duties on land sold apart and VAT on the construction only', () => {
    const costs = purchaseCosts({
      ...existingHome,
      region: 'wallonia',
      price: 400_000,
      regime: 'vat',
      landPrice: 100_000,
    });
    expect(costs.duties).toMatchObject({ base: 100_000, amount: 3_000 });
    expect(costs.vat).toEqual({ rate: 0.21, base: 300_000, amount: 63_000 });
  });

  it('adds the mortgage registration and gives the monthly payment for a loan', () => {
    const costs = purchaseCosts({ ...existingHome, loan: 160_000, rate: 4.5, years: 30 });
    expect(costs.mortgage?.total).toBe(2_288);
    expect(costs.monthlyPayment).toBe(802.14);
  });
});
