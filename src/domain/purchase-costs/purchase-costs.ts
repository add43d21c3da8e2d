import type { CalculatorInputs } from './calculator-inputs';
import { toCents } from './money';
import { deedCosts, type DeedCosts } from './notary-fee';
import { monthlyPayment, mortgageRegistrationCosts, type MortgageRegistrationCosts } from './mortgage';
import { registrationDuties, type DutyAssessment } from './registration-duties';

export type PurchaseCosts = {
  /** Duties on the price, or on the land of a new build; null for a new build sold wholly under VAT. */
  duties: (DutyAssessment & { base: number }) | null;
  vat: { rate: number; base: number; amount: number } | null;
  deed: DeedCosts;
  mortgage: MortgageRegistrationCosts | null;
  monthlyPayment: number;
  /** Everything paid on top of the price. */
  totalCosts: number;
  totalWithPrice: number;
};

/**
 * What buying costs on top of the price. An existing home pays registration duties on its price; a
 * new build pays VAT on its construction and duties only on land its seller sells apart. The sale
 * deed covers land and building, so the notary's fee follows the whole price.
 */
export function purchaseCosts(inputs: CalculatorInputs): PurchaseCosts {
  const { price, region, ownHome, regime } = inputs;
  const landPrice = regime === 'vat' ? Math.min(inputs.landPrice, price) : price;
  const duties =
    landPrice > 0
      ? {
          ...registrationDuties(landPrice, region, ownHome, { newBuildLand: regime === 'vat' }),
          base: landPrice,
        }
      : null;
  const vatBase = regime === 'vat' ? price - landPrice : 0;
  const vatRate = inputs.vatRate / 100;
  const vat = regime === 'vat' ? { rate: vatRate, base: vatBase, amount: toCents(vatBase * vatRate) } : null;
  const deed = deedCosts(price);
  const mortgage = inputs.loan > 0 ? mortgageRegistrationCosts(inputs.loan) : null;
  const totalCosts = toCents(
    (duties?.amount ?? 0) + (vat?.amount ?? 0) + deed.total + (mortgage?.total ?? 0),
  );
  return {
    duties,
    vat,
    deed,
    mortgage,
    monthlyPayment: monthlyPayment(inputs.loan, inputs.rate / 100, inputs.years),
    totalCosts,
    totalWithPrice: toCents(price + totalCosts),
  };
}
