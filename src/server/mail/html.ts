/*
 * HTML for mails, escaped by default: a value goes into the markup as text unless it is already
 * SafeHtml (markup this code built itself). Visitor input can never add a tag or an attribute.
 */
const SAFE = Symbol('safe-html');

export interface SafeHtml {
  readonly [SAFE]: true;
  readonly value: string;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

/** Markup built here; never call it with text that came from a visitor or the content service. */
export function trustedHtml(value: string): SafeHtml {
  return { [SAFE]: true, value };
}

function isSafeHtml(value: unknown): value is SafeHtml {
  return typeof value === 'object' && value !== null && SAFE in value;
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map((item: HtmlValue) => render(item)).join('');
  if (isSafeHtml(value)) return value.value;
  return escapeHtml(String(value));
}

/** A template literal whose every interpolation is escaped (lists are joined, SafeHtml kept). */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, index) => {
    out += render(value) + (strings[index + 1] ?? '');
  });
  return trustedHtml(out);
}

/** Only http(s) links reach a mail; anything else (javascript:, data:) becomes no link at all. */
export function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/** Visitor text with its line breaks kept, as HTML. */
export function multilineHtml(text: string): SafeHtml {
  return trustedHtml(
    text
      .split(/\r\n|\r|\n/)
      .map((line) => escapeHtml(line))
      .join('<br>'),
  );
}
