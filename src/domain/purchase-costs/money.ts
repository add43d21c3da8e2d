/** Rounds an amount in euro to the cent, as every line of a notary's statement is. */
export function toCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}
