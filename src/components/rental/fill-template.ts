/**
 * Fills the `{name}` placeholders of a text the server already translated, for the few texts whose
 * values are only known in the browser (a count after "load more", the period just reserved).
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : match,
  );
}
