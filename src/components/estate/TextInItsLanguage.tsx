import type { PageText } from '@/content-api/schemas';

/** An agency's text inline; in a span marked with its language when that is not the page's. */
export function TextInItsLanguage({ text, lang }: PageText) {
  return lang ? <span lang={lang}>{text}</span> : text;
}
