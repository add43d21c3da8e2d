import { toCents } from './money';
import { DEED_OFFICE_COSTS, DEED_WRITING_RIGHT, NOTARY_VAT_RATE, notaryFeeScale } from './rates';

/** The notary's fee on a sale of `price`, excluding VAT: each slice of the price at its own rate. */
export function notaryFee(price: number): number {
  let fee = 0;
  let from = 0;
  for (const { upTo, rate } of notaryFeeScale) {
    if (price <= from) break;
    fee += (Math.min(price, upTo) - from) * rate;
    from = upTo;
  }
  return toCents(fee);
}

export type DeedCosts = {
  fee: number;
  /** Office costs and the writing right. */
  fixedCosts: number;
  /** VAT on the fee and the office costs (the writing right is a tax and bears none). */
  vat: number;
  total: number;
};

/** What the notary's deed of sale costs: fee, fixed costs and their VAT. */
export function deedCosts(price: number): DeedCosts {
  const fee = notaryFee(price);
  const vat = toCents((fee + DEED_OFFICE_COSTS) * NOTARY_VAT_RATE);
  const fixedCosts = DEED_OFFICE_COSTS + DEED_WRITING_RIGHT;
  return { fee, fixedCosts, vat, total: toCents(fee + fixedCosts + vat) };
}
