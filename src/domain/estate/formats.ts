import type { Locale } from '@/content-api/schemas';
import { displayText } from './display-texts';
import { formatBelgianNumber, roundTo } from './number-format';

type MaybeNumber = number | null | undefined;

/** What an unknown surface or size (-1 in the data, spec §5) shows: an en dash. */
export const unknownValueDash = '–';

/** The service's marker for "unknown" in numeric fields. */
export const unknownNumber = -1;

function known(value: MaybeNumber): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function withUnit(value: MaybeNumber, unit: string): string {
  return known(value) ? `${formatBelgianNumber(value)}${unit}` : '';
}

/** '€ 350.000'; cents only when the amount is not whole: '€ 1.234,50'. */
export function formatPrice(value: MaybeNumber): string {
  if (!known(value)) return '';
  const whole = Number.isInteger(roundTo(value, 2));
  return `€ ${formatBelgianNumber(value, whole ? { min: 0, max: 0 } : { min: 2, max: 2 })}`;
}

/** '€ 2.345 /m²', rounded to whole euros: cents per m² mean nothing to a buyer. */
export function formatPricePerSquareMeter(value: MaybeNumber): string {
  if (!known(value)) return '';
  return `€ ${formatBelgianNumber(value, { min: 0, max: 0 })} /m²`;
}

/** Price divided by the living area; null when either is missing, unknown or not positive. */
export function pricePerSquareMeter(price: MaybeNumber, area: MaybeNumber): number | null {
  if (!known(price) || !known(area) || price <= 0 || area <= 0) return null;
  return price / area;
}

/** '123,45 m²' (rounded to 2 decimals); -1 is an unknown surface and shows a dash. */
export function formatArea(value: MaybeNumber): string {
  if (value === unknownNumber) return unknownValueDash;
  return withUnit(value, ' m²');
}

/** A length or width in metres: '12,5 m'; -1 is unknown and shows a dash, as for surfaces. */
export function formatSize(value: MaybeNumber): string {
  if (value === unknownNumber) return unknownValueDash;
  return withUnit(value, ' m');
}

/** A distance in metres: '250 m'. */
export function formatDistance(value: MaybeNumber): string {
  return withUnit(value, ' m');
}

/** A volume in litres: '5.000 l'. */
export function formatLiquid(value: MaybeNumber): string {
  return withUnit(value, ' l');
}

/** '21%'. */
export function formatPercentage(value: MaybeNumber): string {
  return withUnit(value, '%');
}

/** The EPC (energy performance) value: '180 kWh/m²'. */
export function formatEpc(value: MaybeNumber): string {
  return withUnit(value, ' kWh/m²');
}

const perYear: Readonly<Record<Locale, string>> = { nl: 'jaar', fr: 'an', en: 'year', de: 'Jahr' };

/** Total yearly energy use: '32.000 kWh/jaar' (nl), 'kWh/an' (fr), 'kWh/year' (en), 'kWh/Jahr' (de). */
export function formatEpcTotal(value: MaybeNumber, locale: Locale): string {
  return withUnit(value, ` kWh/${perYear[locale]}`);
}

/** CO₂ emission: '35 kg/m²/jaar', with the year word of the language. */
export function formatCo2(value: MaybeNumber, locale: Locale): string {
  return withUnit(value, ` kg/m²/${perYear[locale]}`);
}

/**
 * 'dd/mm/yyyy' from an ISO date or date-time. Read from the date part itself rather than through
 * Date, so a date never shifts by a day in another time zone. '' when the text is not a date.
 */
export function formatDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/** 'Ja' / 'Nee' (nl), 'Oui' / 'Non' (fr), 'Yes' / 'No' (en), 'Ja' / 'Nein' (de); '' when unanswered. */
export function formatYesNo(value: boolean | null | undefined, locale: Locale): string {
  if (typeof value !== 'boolean') return '';
  return displayText(value ? 'value.yes' : 'value.no', locale);
}
