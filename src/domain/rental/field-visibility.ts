/**
 * Spec §3: a rental field is shown only when its value is not empty, null or 0. `false` is an
 * answer (garage: no), so it stays visible; a blank text or an empty list counts as empty.
 */
export function isVisibleRentalValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
