/** Line breaks and other control characters, C1 and the Unicode line separators included. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A visitor's text made safe for one log line: every control character written as its \u escape, so
 * a report cannot end its line and forge another, nor move the cursor of a terminal reading the log.
 */
export function escapeForLog(text: string): string {
  return text.replace(
    CONTROL_CHARACTERS,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
