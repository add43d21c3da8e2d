import type { DemoLocale } from '../localized';

type Noun = 'bedroom' | 'bathroom';

/** Singular and plural of the nouns the generated texts count. */
const nouns: Record<DemoLocale, Record<Noun, [string, string]>> = {
  nl: { bedroom: ['slaapkamer', 'slaapkamers'], bathroom: ['badkamer', 'badkamers'] },
  fr: { bedroom: ['chambre', 'chambres'], bathroom: ['salle de bains', 'salles de bains'] },
  en: { bedroom: ['bedroom', 'bedrooms'], bathroom: ['bathroom', 'bathrooms'] },
  de: { bedroom: ['Schlafzimmer', 'Schlafzimmer'], bathroom: ['Badezimmer', 'Badezimmer'] },
};

/** "1 slaapkamer", "3 chambres", "2 bathrooms". */
export function counted(locale: DemoLocale, count: number, noun: Noun): string {
  const [one, many] = nouns[locale][noun];
  return `${count} ${count === 1 ? one : many}`;
}
