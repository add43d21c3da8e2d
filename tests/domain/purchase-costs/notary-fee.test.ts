import { describe, expect, it } from 'vitest';
import { deedCosts, notaryFee } from '@/domain/purchase-costs/notary-fee';

describe('notaryFee', () => {
  it('reproduces the legal scale worked example: a sale of 65,000 € costs a fee of 1,394.16 €', () => {
    expect(notaryFee(65_000)).toBe(1_394.16);
  });

  it('charges 4.56 % on a price within the first slice', () => {
    expect(notaryFee(5_000)).toBe(228);
  });

  it('charges 0.057 % on the part above 250,095 €', () => {
    const upToLastSlice = notaryFee(250_095);
    expect(notaryFee(350_095)).toBe(Math.round((upToLastSlice + 57) * 100) / 100);
  });

  it('charges nothing on nothing', () => {
    expect(notaryFee(0)).toBe(0);
  });
});

describe('deedCosts', () => {
  it('adds the office costs and the writing right, and 21 % VAT on fee and office costs only', () => {
    const costs = deedCosts(65_000);
    expect(costs.fee).toBe(1_394.16);
    expect(costs.fixedCosts).toBe(1_000);
    expect(costs.vat).toBe(492.27);
    expect(costs.total).toBe(2_886.43);
  });
});
