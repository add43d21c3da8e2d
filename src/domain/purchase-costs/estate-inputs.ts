import type { EstateRecord } from '@/content-api/schemas';
import { isFieldShown } from '@/domain/estate';
import type { CalculatorInputs } from './calculator-inputs';
import { regionOfZip } from './region-of-zip';

/** Share of the price a bank usually lends for a home, as a starting point the visitor changes. */
const STARTING_LOAN_SHARE = 0.8;
const STARTING_YEARLY_RATE = 3;
const STARTING_YEARS = 25;

/** The region of an estate: its address's region, else the region of its postal code. */
export function estateRegion(record: EstateRecord): CalculatorInputs['region'] | null {
  return record.address?.region ?? regionOfZip(record.address?.zip ?? record.address?.city.zip);
}

/**
 * The calculator's starting inputs for an estate: its public price (0 when on request or hidden
 * under VAT, for the visitor to type), its region, and VAT for a new build sold under VAT.
 */
export function estateInputs(record: EstateRecord, region: CalculatorInputs['region']): CalculatorInputs {
  const value = record.price?.value;
  const vatRegime = record.financial?.vatRegime === true;
  const shown = typeof value === 'number' && value > 0 && isFieldShown(record, 'financial.price');
  const price = shown ? value : 0;
  return {
    price,
    region,
    ownHome: true,
    regime: vatRegime ? 'vat' : 'duties',
    vatRate: record.financial?.vatRate === 6 ? 6 : 21,
    landPrice: 0,
    loan: Math.round((price * STARTING_LOAN_SHARE) / 1000) * 1000,
    rate: STARTING_YEARLY_RATE,
    years: STARTING_YEARS,
  };
}
