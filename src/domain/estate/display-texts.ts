import type { Locale } from '@/content-api/schemas';

/** Texts the display rules put in place of a value, keyed by message key. */
export const displayTextKeys = ['planning.noViolationMeasures', 'value.yes', 'value.no'] as const;
export type DisplayTextKey = (typeof displayTextKeys)[number];

export const displayTexts: Readonly<Record<Locale, Readonly<Record<DisplayTextKey, string>>>> = {
  nl: {
    'planning.noViolationMeasures':
      'Er werd geen rechterlijke herstelmaatregel of bestuurlijke maatregel opgelegd.',
    'value.yes': 'Ja',
    'value.no': 'Nee',
  },
  fr: {
    'planning.noViolationMeasures':
      "Aucune mesure de réparation judiciaire ni aucune mesure administrative n'a été imposée.",
    'value.yes': 'Oui',
    'value.no': 'Non',
  },
  en: {
    'planning.noViolationMeasures':
      'No judicial remedial measure or administrative measure has been imposed.',
    'value.yes': 'Yes',
    'value.no': 'No',
  },
  de: {
    'planning.noViolationMeasures':
      'Es wurde weder eine gerichtliche Wiederherstellungsmaßnahme noch eine Verwaltungsmaßnahme auferlegt.',
    'value.yes': 'Ja',
    'value.no': 'Nein',
  },
};

export function displayText(key: DisplayTextKey, locale: Locale): string {
  return displayTexts[locale][key];
}
