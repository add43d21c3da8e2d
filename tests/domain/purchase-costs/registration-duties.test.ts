import { describe, expect, it } from 'vitest';
import { registrationDuties } from '@/domain/purchase-costs/registration-duties';

describe('registrationDuties in Flanders', () => {
  it('charges 2 % on the only own home and 12 % on any other purchase (rates of 2025)', () => {
    expect(registrationDuties(300_000, 'flanders', true)).toEqual({
      rate: 0.02,
      abatement: 0,
      amount: 6_000,
    });
    expect(registrationDuties(300_000, 'flanders', false).amount).toBe(36_000);
  });

  it('grants no own-home rate on the land of a new build bought on plan or under VAT', () => {
    expect(registrationDuties(100_000, 'flanders', true, { newBuildLand: true }).amount).toBe(12_000);
  });
});

describe('registrationDuties in Wallonia', () => {
  it('charges 3 % on the whole price of the own home, without ceiling, and 12.5 % otherwise', () => {
    expect(registrationDuties(350_000, 'wallonia', true).amount).toBe(10_500);
    expect(registrationDuties(900_000, 'wallonia', true).amount).toBe(27_000);
    expect(registrationDuties(350_000, 'wallonia', false).amount).toBe(43_750);
  });

  it('grants the 3 % rate on building land of a new build too', () => {
    expect(registrationDuties(100_000, 'wallonia', true, { newBuildLand: true }).amount).toBe(3_000);
  });
});

describe('registrationDuties in Brussels', () => {
  it('leaves a 200,000 € own home free of duties, the 25,000 € be.brussels names', () => {
    expect(registrationDuties(200_000, 'brussels', true)).toEqual({
      rate: 0.125,
      abatement: 200_000,
      amount: 0,
    });
    expect(registrationDuties(200_000, 'brussels', false).amount).toBe(25_000);
  });

  it('taxes only the part above 200,000 € up to a price of 600,000 €', () => {
    expect(registrationDuties(450_000, 'brussels', true).amount).toBe(31_250);
    expect(registrationDuties(600_000, 'brussels', true).amount).toBe(50_000);
  });

  it('grants no abatement above the ceiling of 600,000 €', () => {
    expect(registrationDuties(600_001, 'brussels', true)).toEqual({
      rate: 0.125,
      abatement: 0,
      amount: 75_000.13,
    });
  });

  it('grants no abatement to a purchase that is not the own home', () => {
    expect(registrationDuties(450_000, 'brussels', false).amount).toBe(56_250);
  });
});
