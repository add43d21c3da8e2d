import { locales, type Locale } from '@/i18n/locales';
import type { TextInLanguages } from './common';

const fallbackOrder: readonly Locale[] = ['nl', 'en', 'fr', 'de'];

function usable(text: unknown): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** A text picked for a page, and the language it is really in; null when nobody said (a plain string). */
export interface TextInLanguage {
  text: string;
  lang: Locale | null;
}

/**
 * The text in the wanted language, else nl, en, fr, de, else any language present; '' when none.
 * Blank texts count as missing: a service often sends '' for an untranslated field. A plain string
 * is shown as it is, without claiming a language for it.
 */
export function textInLanguage(value: TextInLanguages | null | undefined, locale: Locale): TextInLanguage {
  if (typeof value === 'string') return { text: usable(value) ? value : '', lang: null };
  if (!value) return { text: '', lang: null };
  for (const language of [locale, ...fallbackOrder]) {
    const text = value[language];
    if (usable(text)) return { text, lang: language };
  }
  return { text: Object.values(value).find(usable) ?? '', lang: null };
}

/** The text for a page in the wanted language (see `textInLanguage`), without its language. */
export function localize(value: TextInLanguages | null | undefined, locale: Locale): string {
  return textInLanguage(value, locale).text;
}

/** Whether a free text holds something to show in at least one language. */
export function hasText(value: TextInLanguages | null | undefined): value is TextInLanguages {
  return localize(value, 'nl') !== '';
}

/** A text as a page prints it: `lang` is set only when the text is known to be in another language. */
export interface PageText {
  text: string;
  lang?: Locale;
}

/** The `lang` attribute a text needs on a page in `locale`: its language when known and different. */
export function foreignLanguage(found: TextInLanguage, locale: Locale): Locale | undefined {
  return found.lang !== null && found.lang !== locale ? found.lang : undefined;
}

/** The text for a page in `locale`, marked with its language when that is another one. */
export function pageText(value: TextInLanguages | null | undefined, locale: Locale): PageText {
  const found = textInLanguage(value, locale);
  const text = found.text.trim();
  const lang = text ? foreignLanguage(found, locale) : undefined;
  return lang ? { text, lang } : { text };
}

/** Whether a value read from a record is a free text, plain or by language. */
export function isTextInLanguages(value: unknown): value is TextInLanguages {
  if (typeof value === 'string') return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, text]) => (locales as readonly string[]).includes(key) && typeof text === 'string',
  );
}
