import { z } from 'zod';
import { regionSchema } from '@/content-api/schemas';
import { calculatorParams } from './calculator-params';

/** VAT rates a new build is sold at, in percent. */
export const newBuildVatRates = [21, 6] as const;

export const calculatorInputsSchema = z.object({
  /** The price; for a new build, excluding VAT. */
  price: z.number().min(0).max(100_000_000),
  region: regionSchema,
  /** Bought by a natural person as the only home they will live in. */
  ownHome: z.boolean(),
  /** Existing home under registration duties, or new build under VAT. */
  regime: z.enum(['duties', 'vat']),
  vatRate: z.union([z.literal(21), z.literal(6)]),
  /** New build: the part of the price that is land sold under registration duties (0: all under VAT). */
  landPrice: z.number().min(0).max(100_000_000),
  loan: z.number().min(0).max(100_000_000),
  /** Yearly interest rate in percent. */
  rate: z.number().min(0).max(20),
  years: z.number().int().min(1).max(40),
});
export type CalculatorInputs = z.infer<typeof calculatorInputsSchema>;

type Key = keyof CalculatorInputs;

/** Every input has its parameter. */
const paramOf: Record<Key, string> = calculatorParams;

function parsedValue(key: Key, text: string): unknown {
  if (key === 'region' || key === 'regime') return text;
  if (key === 'ownHome') return text === '1' ? true : text === '0' ? false : undefined;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : undefined;
}

/**
 * The inputs a URL carries, each laid over the estate's own; a missing or malformed value keeps the
 * estate's, so a hand-edited link never breaks the calculator.
 */
export function inputsFromQuery(query: URLSearchParams, defaults: CalculatorInputs): CalculatorInputs {
  const inputs: Record<string, unknown> = { ...defaults };
  const shape = calculatorInputsSchema.shape;
  for (const key of Object.keys(paramOf) as Key[]) {
    const text = query.get(paramOf[key]);
    if (text === null) continue;
    const parsed = shape[key].safeParse(parsedValue(key, text.trim()));
    if (parsed.success) inputs[key] = parsed.data;
  }
  return inputs as CalculatorInputs;
}

/** `query` with the inputs written into it, the page's other parameters kept. */
export function withInputsInQuery(query: URLSearchParams, inputs: CalculatorInputs): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of Object.keys(paramOf) as Key[]) {
    const value = inputs[key];
    next.set(paramOf[key], typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return next;
}
