/** The free code lists of a record that the content service sends without labels of its own. */
export const codeListNames = [
  'facilities',
  'buildCriteria',
  'rentalOptions',
  'fileTypes',
  'rentPeriods',
  'virtualVisitTypes',
] as const;
export type CodeListName = (typeof codeListNames)[number];

export type CodeLabels = Readonly<Record<CodeListName, Readonly<Record<string, string>>>>;

/** 'HEAT_PUMP' -> 'Heat pump': how an agency-specific code reads when no translation knows it yet. */
export function readableCode(code: string): string {
  const words = code.trim().replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The translated label of a code in one of the free lists, else the code made readable. */
export function codeLabel(labels: CodeLabels, list: CodeListName, code: string | number): string {
  const key = String(code);
  return labels[list][key] ?? readableCode(key);
}
