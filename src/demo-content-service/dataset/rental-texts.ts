import { mapLocales, type DemoLocale, type Localized } from '../localized';
import { inCity } from './estate-titles';
import type { RentalRegion } from './rental-places';
import { counted } from './wording';

const highlights: Record<RentalRegion, Record<DemoLocale, string>[]> = {
  coast: [
    { nl: 'met zicht op zee', fr: 'avec vue sur mer', en: 'with a sea view', de: 'mit Meerblick' },
    {
      nl: 'op 100 m van het strand',
      fr: 'à 100 m de la plage',
      en: '100 m from the beach',
      de: '100 m vom Strand entfernt',
    },
    {
      nl: 'vlak bij de dijk',
      fr: 'tout près de la digue',
      en: 'right by the promenade',
      de: 'direkt an der Strandpromenade',
    },
  ],
  ardennes: [
    {
      nl: 'aan de rand van het bos',
      fr: 'en lisière de forêt',
      en: 'on the edge of the forest',
      de: 'am Waldrand',
    },
    {
      nl: 'met zicht op de vallei',
      fr: 'avec vue sur la vallée',
      en: 'overlooking the valley',
      de: 'mit Blick ins Tal',
    },
    {
      nl: 'in een rustig dorp',
      fr: 'dans un village paisible',
      en: 'in a quiet village',
      de: 'in einem ruhigen Dorf',
    },
  ],
};

const persons: Record<DemoLocale, (count: number) => string> = {
  nl: (count) => `voor ${count} personen`,
  fr: (count) => `pour ${count} personnes`,
  en: (count) => `for ${count} guests`,
  de: (count) => `für ${count} Personen`,
};

const rooms: Record<DemoLocale, (bedrooms: number, bathrooms: number) => string> = {
  nl: (bed, bath) =>
    `Er zijn ${counted('nl', bed, 'bedroom')} en ${counted('nl', bath, 'bathroom')}; keuken, bedlinnen en wifi zijn voorzien.`,
  fr: (bed, bath) =>
    `Il compte ${counted('fr', bed, 'bedroom')} et ${counted('fr', bath, 'bathroom')} ; cuisine équipée, linge de lit et wifi compris.`,
  en: (bed, bath) =>
    `It has ${counted('en', bed, 'bedroom')} and ${counted('en', bath, 'bathroom')}; a fitted kitchen, bed linen and wifi are included.`,
  de: (bed, bath) =>
    `Es gibt ${counted('de', bed, 'bedroom')} und ${counted('de', bath, 'bathroom')}; Küche, Bettwäsche und WLAN sind inklusive.`,
};

const closing: Record<RentalRegion, Record<DemoLocale, string>> = {
  coast: {
    nl: 'Het strand, de winkels en de kusttram liggen op wandelafstand. Huisdieren zijn niet toegelaten.',
    fr: 'La plage, les commerces et le tram de la côte sont accessibles à pied. Les animaux ne sont pas admis.',
    en: 'The beach, shops and the coastal tram are within walking distance. Pets are not allowed.',
    de: 'Strand, Geschäfte und die Küstenstraßenbahn sind zu Fuß erreichbar. Haustiere sind nicht erlaubt.',
  },
  ardennes: {
    nl: 'Een ideaal vertrekpunt voor wandel- en fietstochten door de Ardense bossen en voor een kajaktocht op de rivier.',
    fr: 'Point de départ idéal pour des balades à pied ou à vélo dans les forêts ardennaises et pour une descente en kayak.',
    en: 'An ideal base for walks and bike rides through the Ardennes forests, or a kayak trip down the river.',
    de: 'Ein idealer Ausgangspunkt für Wanderungen und Radtouren durch die Ardennenwälder oder eine Kajakfahrt auf dem Fluss.',
  },
};

export interface RentalTextFacts {
  region: RentalRegion;
  kind: Required<Localized>;
  place: Required<Localized>;
  guests: number;
  bedrooms: number;
  bathrooms: number;
  highlightIndex: number;
}

export function rentalTexts(facts: RentalTextFacts): { description: Localized; descriptionShort: Localized } {
  const first = (locale: DemoLocale) => {
    const highlight = highlights[facts.region][facts.highlightIndex % 3]![locale];
    return `${facts.kind[locale]} ${persons[locale](facts.guests)} ${inCity(locale, facts.place[locale])}, ${highlight}.`;
  };
  return {
    descriptionShort: mapLocales(first),
    description: mapLocales((locale) =>
      [first(locale), rooms[locale](facts.bedrooms, facts.bathrooms), closing[facts.region][locale]].join(
        '\n\n',
      ),
    ),
  };
}
