import type { Locale } from '@/content-api/schemas';
import de from './labels/de.json';
import en from './labels/en.json';
import fr from './labels/fr.json';
import nl from './labels/nl.json';

/**
 * Listing labels of one language: `fields` by dotted field key ('financial.price'), and `values` per
 * enumeration ('condition' -> {'NEW': 'Nieuwbouw', …}).
 */
export interface EstateLabels {
  fields: Readonly<Record<string, string>>;
  values: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The enumerations of spec §3 that have value labels, from BathroomType to WindowGlazing. */
export type EnumerationName = keyof typeof nl.values;

const labelsByLocale: Readonly<Record<Locale, EstateLabels>> = { nl, fr, en, de };

export function estateLabels(locale: Locale): EstateLabels {
  return labelsByLocale[locale];
}

/** The label of a field; a missing one shows as the key between underscores ('_financial.price_'). */
export function fieldLabel(labels: EstateLabels, key: string): string {
  return labels.fields[key] ?? `_${key}_`;
}

/** The label of an enumeration value ('condition', 'NEW'); '' when there is none. */
export function valueLabel(
  labels: EstateLabels,
  enumeration: string,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined) return '';
  return labels.values[enumeration]?.[String(value)] ?? '';
}

/** Geo precision comes as a number 0 to 3; its labels are keyed by the code names. */
export const geoPrecisionCodes = ['NO_DATA', 'GEOMETRIC_CENTER', 'RANGE_INTERPOLATED', 'ROOFTOP'] as const;

export function geoPrecisionCode(precision: number | null | undefined): string | null {
  return typeof precision === 'number' ? (geoPrecisionCodes[precision] ?? null) : null;
}
