/*
 * What every structured-data block shares. The blocks follow the schema.org vocabulary
 * (https://schema.org/docs/full.html): only properties schema.org defines on a block's type, and only
 * values the page itself shows.
 */

export type JsonLd = Record<string, unknown>;

/** A value that says nothing: missing, null, blank text, an empty list. */
function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

/** The object without the properties it has no value for, so no empty claim is made. */
export function withoutEmpty(object: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => !isEmptyValue(value)));
}

/**
 * JSON for a `<script type="application/ld+json">`: every '<' escaped, so no text from the content
 * service can close the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
