/**
 * Where a section of a grouped listing stands among the others, as plain data so that sections of
 * pages loaded later (in the browser) fall into place among those already shown: compared item by
 * item, numbers as numbers, texts in the visitor's language, and numbers before texts.
 */
export type SectionOrder = readonly (number | string)[];

/** Every keyed section's order starts with 0, the missing-key section's with 1: it comes last. */
export const KEYED_SECTION = 0;
export const MISSING_SECTION_ORDER: SectionOrder = [1];

function compareItems(a: number | string, b: number | string, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return typeof a === 'number' ? -1 : 1;
}

function compareOrders(left: SectionOrder, right: SectionOrder, collator: Intl.Collator): number {
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const result = compareItems(left[index]!, right[index]!, collator);
    if (result !== 0) return result;
  }
  // A prefix comes first.
  return left.length - right.length;
}

/**
 * Sections in their display order: by their order, and sections that still tie (two cities of one
 * name) by id, so the order never depends on which page brought a section first.
 */
export function sortSections<T extends { id: string; order: SectionOrder }>(
  sections: readonly T[],
  locale: string,
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return [...sections].sort(
    (left, right) =>
      compareOrders(left.order, right.order, collator) ||
      (left.id < right.id ? -1 : left.id > right.id ? 1 : 0),
  );
}
