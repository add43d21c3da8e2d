/* How the filter bar reads what the visitor typed or picked; the changes themselves are the search domain's. */

/** A price as typed: '250.000', '€ 250 000' and '250000' all mean 250000; anything else is no bound. */
export function parsePriceInput(text: string): number | null {
  const digits = text.replace(/[\s.€']/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

/** Ids of a select's value: '1,5' -> [1, 5]; '' -> []. */
export function idsOfChoice(value: string): number[] {
  return value
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0);
}
