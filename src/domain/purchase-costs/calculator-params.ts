/**
 * The query parameters that hold the calculator's inputs; the listing filters use none of these names.
 * Kept apart from the input schema so that the page's first load can ask whether a link carries a
 * calculation without bringing the schema along.
 */
export const calculatorParams = {
  price: 'cost-price',
  region: 'cost-region',
  ownHome: 'cost-own-home',
  regime: 'cost-regime',
  vatRate: 'cost-vat',
  landPrice: 'cost-land',
  loan: 'cost-loan',
  rate: 'cost-rate',
  years: 'cost-years',
} as const;

/** True when the URL carries any calculator input: a shared result to show at once. */
export function hasCalculatorQuery(query: URLSearchParams): boolean {
  return Object.values(calculatorParams).some((name) => query.has(name));
}
