import { calculatorInputsSchema, type CalculatorInputs } from '@/domain/purchase-costs/calculator-inputs';

/** The inputs a visitor types as numbers. */
export const numberFields = ['price', 'landPrice', 'loan', 'rate', 'years'] as const;
export type NumberField = (typeof numberFields)[number];

/** Amounts are typed the Belgian way, '300.000' or '300 000,50'; a rate as '3,2' or '3.2'. */
function readNumber(field: NumberField, text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f€%]/g, '');
  const decimal = field === 'rate' ? compact.replace(',', '.') : compact.replace(/\./g, '').replace(',', '.');
  return /^\d+(\.\d+)?$/.test(decimal) ? Number(decimal) : Number.NaN;
}

/** The value a field's text stands for, or null when it is no number in the field's range. */
export function parseNumberField(field: NumberField, text: string): number | null {
  const parsed = calculatorInputsSchema.shape[field].safeParse(readNumber(field, text));
  return parsed.success ? parsed.data : null;
}

/** The range a field accepts, for the message that asks for a valid number. */
export function numberFieldRange(field: NumberField): { min: number; max: number } {
  const schema = calculatorInputsSchema.shape[field];
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? 0 };
}

export function fieldTexts(inputs: CalculatorInputs): Record<NumberField, string> {
  return {
    price: String(inputs.price),
    landPrice: String(inputs.landPrice),
    loan: String(inputs.loan),
    rate: String(inputs.rate).replace('.', ','),
    years: String(inputs.years),
  };
}
