/**
 * Price sections when grouping by price (spec §4). Sale prices and monthly rents live on different
 * scales, so each has its own steps in euro, chosen around the Belgian market: most homes sell
 * between 150 000 and 750 000, most rents lie between 750 and 2 000 a month. Each bucket holds prices
 * from its lower bound up to, not including, the next one; the last is open-ended.
 */
export const SALE_PRICE_STEPS: readonly number[] = [
  0, 150_000, 250_000, 350_000, 500_000, 750_000, 1_000_000,
];
export const RENT_PRICE_STEPS: readonly number[] = [0, 750, 1_000, 1_250, 1_500, 2_000];

export interface PriceBucket {
  min: number;
  /** Exclusive; null for the open-ended top bucket. */
  max: number | null;
  rental: boolean;
}

export function priceBucketOf(price: number, rental: boolean): PriceBucket {
  const steps = rental ? RENT_PRICE_STEPS : SALE_PRICE_STEPS;
  const index = steps.findLastIndex((step) => price >= step);
  const min = steps[Math.max(index, 0)] ?? 0;
  return { min, max: steps[index + 1] ?? null, rental };
}
