import { toCents } from './money';
import { mortgageRegistration } from './rates';

/**
 * Belgian mortgage credit quotes a yearly rate and charges its equivalent monthly rate, not a twelfth
 * of it (wisfaq.nl, "Annuïteit hypotheek", 5 June 2006: 4.5 % a year is 0.36748094 % a month).
 */
export function equivalentMonthlyRate(yearlyRate: number): number {
  return Math.pow(1 + yearlyRate, 1 / 12) - 1;
}

/**
 * The monthly payment of a loan repaid in equal instalments at the equivalent monthly rate (the same
 * worked example: 160,000 € over 30 years at 4.5 % a year is about 802.16 € a month).
 */
export function monthlyPayment(loan: number, yearlyRate: number, years: number): number {
  const months = Math.round(years * 12);
  if (loan <= 0 || months <= 0) return 0;
  if (yearlyRate === 0) return toCents(loan / months);
  const monthlyRate = equivalentMonthlyRate(yearlyRate);
  return toCents((loan * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -months)));
}

export type MortgageRegistrationCosts = {
  /** The loan plus the accessory amount registered with it. */
  registeredAmount: number;
  registrationDuty: number;
  mortgageRight: number;
  total: number;
};

/** The taxes on registering a mortgage for `loan`: registration duty and mortgage right. */
export function mortgageRegistrationCosts(loan: number): MortgageRegistrationCosts {
  const { accessoryShare, registrationDutyRate, mortgageRightRate } = mortgageRegistration;
  const registeredAmount = toCents(Math.max(0, loan) * (1 + accessoryShare));
  const registrationDuty = toCents(registeredAmount * registrationDutyRate);
  const mortgageRight = toCents(registeredAmount * mortgageRightRate);
  return {
    registeredAmount,
    registrationDuty,
    mortgageRight,
    total: toCents(registrationDuty + mortgageRight),
  };
}
