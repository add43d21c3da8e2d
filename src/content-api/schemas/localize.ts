import type { Locale, LocalizedString } from './common';

const fallbackOrder: readonly Locale[] = ['nl', 'en', 'fr', 'de'];

function usable(text: unknown): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/**
 * The text in the wanted language, else nl, en, fr, de, else any language present; '' when none.
 * Blank texts count as missing: a service often sends '' for an untranslated field.
 */
export function localize(value: LocalizedString | null | undefined, locale: Locale): string {
  if (!value) return '';
  for (const language of [locale, ...fallbackOrder]) {
    const text = value[language];
    if (usable(text)) return text;
  }
  return Object.values(value).find(usable) ?? '';
}
