import { mapLocales, type DemoLocale, type Localized } from '../localized';
import type { EstateFacts } from './estate-facts';

export type Highlight = 'garden' | 'terrace' | 'garage' | 'centre' | 'view' | null;

const bedroomWords: Record<DemoLocale, (count: number) => string> = {
  nl: (count) => `${count} ${count === 1 ? 'slaapkamer' : 'slaapkamers'}`,
  fr: (count) => `${count} ${count === 1 ? 'chambre' : 'chambres'}`,
  en: (count) => `${count} ${count === 1 ? 'bedroom' : 'bedrooms'}`,
  de: (count) => `${count} ${count === 1 ? 'Schlafzimmer' : 'Schlafzimmern'}`,
};
const withWord: Record<DemoLocale, string> = { nl: 'met', fr: 'avec', en: 'with', de: 'mit' };
const andWord: Record<DemoLocale, string> = { nl: 'en', fr: 'et', en: 'and', de: 'und' };
const ofWord: Record<DemoLocale, string> = { nl: 'van', fr: 'de', en: 'of', de: 'von' };

const highlightWords: Record<Exclude<Highlight, null>, Record<DemoLocale, string>> = {
  garden: { nl: 'tuin', fr: 'jardin', en: 'garden', de: 'Garten' },
  terrace: { nl: 'terras', fr: 'terrasse', en: 'terrace', de: 'Terrasse' },
  garage: { nl: 'garage', fr: 'garage', en: 'garage', de: 'Garage' },
  centre: { nl: 'centrale ligging', fr: 'situation centrale', en: 'central location', de: 'zentraler Lage' },
  view: { nl: 'vrij zicht', fr: 'vue dégagée', en: 'open view', de: 'freiem Blick' },
};

/** "in Gent", "à Gand", "au Coq" (French contracts à + le). */
export function inCity(locale: DemoLocale, cityName: string): string {
  if (locale !== 'fr') return `in ${cityName}`;
  return cityName.startsWith('Le ') ? `au ${cityName.slice(3)}` : `à ${cityName}`;
}

function features(locale: DemoLocale, bedrooms: number, highlight: Highlight): string {
  const parts = [
    bedrooms > 0 ? bedroomWords[locale](bedrooms) : null,
    highlight ? highlightWords[highlight][locale] : null,
  ];
  const present = parts.filter((part): part is string => part !== null);
  if (present.length === 0) return '';
  return ` ${withWord[locale]} ${present.join(` ${andWord[locale]} `)}`;
}

/** "Villa met 4 slaapkamers en tuin in Gent"; plots and business premises state their surface instead. */
export function estateTitle(facts: EstateFacts, highlight: Highlight): Localized {
  return mapLocales((locale) => {
    const kind = facts.subType.name[locale];
    const city = inCity(locale, facts.municipality.name[locale]);
    const code = facts.headType.code;
    if (code === 'PLOT' || code === 'COMMERCIAL') {
      const surface = code === 'PLOT' ? facts.groundArea : facts.livingArea;
      return `${kind} ${ofWord[locale]} ${surface} m² ${city}`;
    }
    if (code === 'GARAGE') return `${kind} ${city}`;
    return `${kind}${features(locale, facts.bedrooms, highlight)} ${city}`;
  });
}

export function pickHighlight(facts: EstateFacts): Highlight {
  const { random, headType } = facts;
  if (headType.code === 'HOUSE') return random.pick<Highlight>(['garden', 'garden', 'garage', 'view', null]);
  if (headType.code === 'APARTMENT')
    return random.pick<Highlight>(['terrace', 'terrace', 'centre', 'view', null]);
  return null;
}
