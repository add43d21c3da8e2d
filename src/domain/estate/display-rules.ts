import { headTypeIds, type EstateRecord, type Sticker } from '@/content-api/schemas';
import type { DisplayTextKey } from './display-texts';
import { unknownNumber } from './formats';

/**
 * A value that shows nothing (spec §5): missing, null, blank text, -1 in a numeric field, an empty
 * list, or an object whose values are all such (a yes/no answer with neither answer nor description,
 * a text with no language filled in). false and 0 are answers and do show.
 */
export function isHiddenValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value) || value === unknownNumber;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isHiddenValue);
  return false;
}

/** Surfaces and sizes of -1 are unknown, not absent: they show as a dash instead of being hidden. */
export function isUnknownSurface(value: unknown): boolean {
  return value === unknownNumber;
}

/** The street, number and box are shown only when the agency publishes the address. */
export function isAddressVisible(record: EstateRecord): boolean {
  return record.address?.visible === true;
}

export function isWalloon(record: EstateRecord): boolean {
  return record.address?.region === 'wallonia';
}

/** Outside Wallonia a planning field shows even when empty (Flemish law wants it stated); in Wallonia only with a value. */
export function isPlanningValueShown(record: EstateRecord, value: unknown): boolean {
  return !isHiddenValue(value) || !isWalloon(record);
}

/** The message key standing in for a missing violation answer in Wallonia; null when the value itself shows. */
export function townPlanningViolationText(record: EstateRecord): DisplayTextKey | null {
  const violation = record.general.townPlanningViolation;
  return isWalloon(record) && (violation === null || violation === undefined)
    ? 'planning.noViolationMeasures'
    : null;
}

const yesNoCodes: ReadonlySet<string> = new Set(['YES', 'NO']);

/** The as-built certificate shows only outside Wallonia, and only with a yes or no answer. */
export function isAsBuiltCertificateShown(record: EstateRecord): boolean {
  const value = record.general.certificateAsBuilt;
  return !isWalloon(record) && typeof value === 'string' && yesNoCodes.has(value.toUpperCase());
}

/** The heritage inventory shows only outside Wallonia. */
export function isHeritageInventoryShown(record: EstateRecord): boolean {
  return !isWalloon(record);
}

/** A flood score (building or parcel) shows only outside Wallonia and with a value. */
export function isFloodScoreShown(record: EstateRecord, score: string | null | undefined): boolean {
  return !isWalloon(record) && !isHiddenValue(score);
}

/** TO_RENT and RENTED: the sale-only disclosures (certificates, permits, planning) do not apply. */
export function isRentalStatus(record: EstateRecord): boolean {
  return record.general.status === 'TO_RENT' || record.general.status === 'RENTED';
}

/**
 * The period a rent is asked for: the record's own period code, else a month for a rental (an
 * estate to rent is priced per month unless the record says otherwise); null for a sale.
 */
export function rentPeriodOf(record: EstateRecord): string | null {
  const period = record.price?.period?.trim().toUpperCase();
  if (period) return period;
  return isRentalStatus(record) ? 'MONTH' : null;
}

/** The VAT rates Belgian construction is sold at; each has its own construction price label (spec §9). */
export const constructionVatRates: readonly number[] = [6, 12, 21];

/** A plot has no electrical installation, so no electrical certificate. */
export function isPlot(record: EstateRecord): boolean {
  return record.general.headType.id === headTypeIds.PLOT || record.general.headType.name === 'PLOT';
}

/** Sold under VAT: price, land price, infrastructure price and notary costs are not published. */
export function isVatRegime(record: EstateRecord): boolean {
  return record.financial?.vatRegime === true;
}

/** The flooding icon warns from score D on: the letter is past C. */
export function showsFloodIcon(score: string | null | undefined): boolean {
  const letter = score?.trim().charAt(0).toUpperCase() ?? '';
  return /^[A-Z]$/.test(letter) && letter > 'C';
}

function normalizedColor(color: string): string {
  return color.trim().toLowerCase().replace(/\s+/g, '');
}

const whites: ReadonlySet<string> = new Set([
  '#fff',
  '#ffff',
  '#ffffff',
  '#ffffffff',
  'white',
  'rgb(255,255,255)',
  'rgba(255,255,255,1)',
]);
const blacks: ReadonlySet<string> = new Set([
  '#000',
  '#000f',
  '#000000',
  '#000000ff',
  'black',
  'rgb(0,0,0)',
  'rgba(0,0,0,1)',
]);

export function isWhite(color: string | null | undefined): boolean {
  return Boolean(color) && whites.has(normalizedColor(color ?? ''));
}

export function isBlack(color: string | null | undefined): boolean {
  return Boolean(color) && blacks.has(normalizedColor(color ?? ''));
}

export interface StickerColors {
  /** Background colour; absent when white, so the sticker keeps the site's own style. */
  background?: string;
  /** Text colour; absent when black. */
  text?: string;
}

/** A sticker's colours with white backgrounds and black texts ignored (spec §5). */
export function stickerColors(sticker: Pick<Sticker, 'color' | 'colorText'>): StickerColors {
  const colors: StickerColors = {};
  if (sticker.color?.trim() && !isWhite(sticker.color)) colors.background = sticker.color.trim();
  if (sticker.colorText?.trim() && !isBlack(sticker.colorText)) colors.text = sticker.colorText.trim();
  return colors;
}
