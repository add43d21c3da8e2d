import { describe, expect, it } from 'vitest';
import {
  equivalentMonthlyRate,
  monthlyPayment,
  mortgageRegistrationCosts,
} from '@/domain/purchase-costs/mortgage';

describe('monthlyPayment', () => {
  it('charges the monthly rate equivalent to the yearly one: 4.5 % a year is 0.36748094 % a month', () => {
    expect(equivalentMonthlyRate(0.045)).toBeCloseTo(0.0036748094, 10);
  });

  it('reproduces the worked example: 160,000 € over 30 years at 4.5 % a year is about 802.16 € a month', () => {
    // The example rounds the monthly rate to 0.3675 %, which adds two cents to the exact 802.14 €.
    expect(monthlyPayment(160_000, 0.045, 30)).toBe(802.14);
    expect(monthlyPayment(160_000, 0.045, 30)).toBeCloseTo(802.16, 1);
  });

  it('splits a loan without interest into equal months', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1_000);
  });

  it('asks nothing without a loan', () => {
    expect(monthlyPayment(0, 0.03, 25)).toBe(0);
  });
});

describe('mortgageRegistrationCosts', () => {
  it('taxes a loan of 200,000 € registered for 220,000 €: 2,200 € duty and 660 € mortgage right', () => {
    expect(mortgageRegistrationCosts(200_000)).toEqual({
      registeredAmount: 220_000,
      registrationDuty: 2_200,
      mortgageRight: 660,
      total: 2_860,
    });
  });
});
