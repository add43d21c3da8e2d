/**
 * Belgian number notation, the same in every language of the site: '.' between thousands and ','
 * before decimals. Written out by hand because Intl's separators depend on the ICU data of the
 * Node or browser build, and a listing must read the same on the server and in the browser.
 */

export interface DecimalPlaces {
  /** Decimals always written (trailing zeros kept up to this many). */
  min: number;
  /** Decimals at most; the value is rounded half away from zero to this many. */
  max: number;
}

/** Rounds through the decimal exponent so 1.005 becomes 1.01, as a reader expects, not 1.00. */
export function roundTo(value: number, decimals: number): number {
  const sign = value < 0 ? -1 : 1;
  const magnitude = Math.abs(value);
  // Exponent notation (1e-7, 1e21) cannot take a second exponent: plain arithmetic is exact enough there.
  if (String(magnitude).includes('e'))
    return (sign * Math.round(magnitude * 10 ** decimals)) / 10 ** decimals;
  const shifted = Math.round(Number(`${magnitude}e${decimals}`));
  return sign * Number(`${shifted}e-${decimals}`);
}

export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 1234567.891 -> '1.234.567,89' with {min: 0, max: 2}; '' for a value that is not a finite number. */
export function formatBelgianNumber(value: number, places: DecimalPlaces = { min: 0, max: 2 }): string {
  if (!Number.isFinite(value)) return '';
  const rounded = roundTo(value, places.max);
  const [whole = '0', fraction = ''] = Math.abs(rounded).toFixed(places.max).split('.');
  let decimals = fraction;
  while (decimals.length > places.min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${groupThousands(whole)}${decimals ? `,${decimals}` : ''}`;
}
