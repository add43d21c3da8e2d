/**
 * Control characters (line breaks included) in a field that is one line on screen: a name, a phone
 * number, a subject or a city. In a mail header or a plain-text mail a line break there forges a line
 * of its own, so such a value is refused rather than cleaned.
 */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTER.test(value);
}
