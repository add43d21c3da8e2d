import { z } from 'zod';
import { isoDateSchema } from './common';

/** One earlier asking price: the amount, and the day it was replaced by the next one. */
export const earlierPriceSchema = z.object({
  value: z.number().positive(),
  until: isoDateSchema,
});
export type EarlierPrice = z.infer<typeof earlierPriceSchema>;

/** Keeps the entries that make sense; anything else (not a list, a broken entry) is no history. */
function readableEntries(value: unknown): EarlierPrice[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((entry) => {
    const parsed = earlierPriceSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The prices an estate was asked at before its current one (`price.value`), an addition to the
 * record of spec §3 that not every service sends. It only ever adds a remark ("price lowered"), so a
 * missing or malformed history is read as none and never fails the answer that carries it.
 */
export const priceHistorySchema = z.unknown().transform(readableEntries);
export type PriceHistory = z.output<typeof priceHistorySchema>;
