/** A comparison needs two estates to say anything, and stops at four: more no longer fits side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** The query parameter of the comparison page that holds the ids, e.g. `?ids=1001,1002`. */
export const COMPARE_IDS_PARAM = 'ids';

/** Digits only (no sign, decimals or spaces) and small enough to stay exact as a number. */
function parseId(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/**
 * The estate ids of a comparison URL, in their order: malformed ones and repeats are left out, and
 * past the fourth the rest is ignored. A repeated parameter (`?ids=1&ids=2`) counts as one list.
 */
export function parseCompareIds(raw: string | readonly string[] | undefined | null): number[] {
  const parts = (typeof raw === 'string' ? [raw] : (raw ?? [])).flatMap((value) => value.split(','));
  const ids: number[] = [];
  for (const part of parts) {
    const id = parseId(part);
    if (id !== null && !ids.includes(id)) ids.push(id);
    if (ids.length === MAX_COMPARED) break;
  }
  return ids;
}

/** The value of the `ids` parameter for a list of ids. */
export function formatCompareIds(ids: readonly number[]): string {
  return ids.join(',');
}

export type SelectionChange =
  { outcome: 'added' | 'removed'; ids: readonly number[] } | { outcome: 'full'; ids: readonly number[] };

/** Adds the estate to the selection or takes it out; a fifth estate is refused and nothing changes. */
export function toggleCompared(ids: readonly number[], id: number): SelectionChange {
  if (ids.includes(id)) return { outcome: 'removed', ids: ids.filter((selected) => selected !== id) };
  if (ids.length >= MAX_COMPARED) return { outcome: 'full', ids };
  return { outcome: 'added', ids: [...ids, id] };
}

/** The ids of a comparison without one of them: where a column's "remove" leads. */
export function withoutCompared(ids: readonly number[], id: number): number[] {
  return ids.filter((selected) => selected !== id);
}
