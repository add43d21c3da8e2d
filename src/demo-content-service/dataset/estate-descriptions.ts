import { mapLocales, type DemoLocale, type Localized } from '../localized';
import type { EstateFacts } from './estate-facts';
import { inCity } from './estate-titles';
import { counted } from './wording';

/** Belgian thousands separator in every language (SPEC-NOTES). */
function amount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

const settings: Record<DemoLocale, string[]> = {
  nl: [
    'in een rustige woonwijk',
    'op wandelafstand van het centrum',
    'vlak bij scholen, winkels en openbaar vervoer',
  ],
  fr: [
    'dans un quartier résidentiel calme',
    'à quelques pas du centre',
    'à proximité des écoles, commerces et transports en commun',
  ],
  en: [
    'in a quiet residential area',
    'within walking distance of the centre',
    'close to schools, shops and public transport',
  ],
  de: [
    'in einem ruhigen Wohnviertel',
    'wenige Gehminuten vom Zentrum entfernt',
    'in der Nähe von Schulen, Geschäften und öffentlichen Verkehrsmitteln',
  ],
};

interface Phrases {
  intro: (kind: string, place: string, setting: string) => string;
  rooms: (bedrooms: string, bathrooms: string, area: string) => string;
  ground: (area: string) => string;
  plot: (area: string) => string;
  commercial: (area: string, ground: string) => string;
  garage: (kind: string, area: string) => string;
  built: (year: number) => string;
  newBuild: string;
  rental: string;
  contact: string;
}

const phrases: Record<DemoLocale, Phrases> = {
  nl: {
    intro: (kind, place, setting) => `${kind} gelegen ${place}, ${setting}.`,
    rooms: (bed, bath, area) => `Er zijn ${bed} en ${bath}, op een bewoonbare oppervlakte van ${area} m².`,
    ground: (area) => `Het perceel is ${area} m² groot.`,
    plot: (area) =>
      `Het perceel van ${area} m² ligt in woongebied en leent zich tot open of halfopen bebouwing.`,
    commercial: (area, ground) =>
      `Het pand biedt ${area} m² bruikbare ruimte op een perceel van ${ground} m² en is geschikt voor diverse activiteiten.`,
    garage: (kind, area) =>
      `Een ${kind.toLowerCase()} van ${area} m², vlot bereikbaar en ideaal om een wagen of materiaal veilig te stallen.`,
    built: (year) => `Bouwjaar ${year}; het geheel werd goed onderhouden.`,
    newBuild: 'Het gaat om nieuwbouw met een lage energiebehoefte, oplevering in de loop van 2026.',
    rental: 'Beschikbaar voor verhuur; een huurwaarborg van drie maanden is gebruikelijk.',
    contact: 'Meer informatie of een bezoek plannen? Neem gerust contact op met ons kantoor.',
  },
  fr: {
    intro: (kind, place, setting) => `Ce bien (${kind.toLowerCase()}) se situe ${place}, ${setting}.`,
    rooms: (bed, bath, area) => `Il compte ${bed} et ${bath}, pour une surface habitable de ${area} m².`,
    ground: (area) => `La parcelle mesure ${area} m².`,
    plot: (area) =>
      `La parcelle de ${area} m² est située en zone d'habitat et convient à une construction ouverte ou semi-ouverte.`,
    commercial: (area, ground) =>
      `Le bâtiment offre ${area} m² utiles sur une parcelle de ${ground} m² et convient à diverses activités.`,
    garage: (kind, area) =>
      `${kind} de ${area} m², facile d'accès, idéal pour garer une voiture ou ranger du matériel en sécurité.`,
    built: (year) => `Année de construction ${year}; l'ensemble a été bien entretenu.`,
    newBuild:
      'Il s’agit d’une construction neuve à faible consommation d’énergie, livraison dans le courant de 2026.',
    rental: 'Disponible à la location; une garantie locative de trois mois est d’usage.',
    contact: 'Plus d’informations ou une visite ? N’hésitez pas à contacter notre agence.',
  },
  en: {
    intro: (kind, place, setting) => `This ${kind.toLowerCase()} is located ${place}, ${setting}.`,
    rooms: (bed, bath, area) => `It offers ${bed} and ${bath} over ${area} m² of living space.`,
    ground: (area) => `The plot measures ${area} m².`,
    plot: (area) =>
      `The ${area} m² plot lies in a residential zone and suits a detached or semi-detached build.`,
    commercial: (area, ground) =>
      `The building offers ${area} m² of usable space on a ${ground} m² plot and suits a range of businesses.`,
    garage: (kind, area) =>
      `A ${kind.toLowerCase()} of ${area} m², easy to reach and ideal to keep a car or equipment safe.`,
    built: (year) => `Built in ${year} and well maintained throughout.`,
    newBuild: 'This is a new build with a low energy demand, to be completed during 2026.',
    rental: 'Available to let; a rental deposit of three months is customary.',
    contact: 'Would you like more information or a viewing? Feel free to contact our office.',
  },
  de: {
    intro: (kind, place, setting) => `Diese Immobilie (${kind}) liegt ${place}, ${setting}.`,
    rooms: (bed, bath, area) => `Sie bietet ${bed} und ${bath} auf ${area} m² Wohnfläche.`,
    ground: (area) => `Das Grundstück ist ${area} m² groß.`,
    plot: (area) =>
      `Das Grundstück von ${area} m² liegt im Wohngebiet und eignet sich für eine offene oder halboffene Bebauung.`,
    commercial: (area, ground) =>
      `Das Gebäude bietet ${area} m² Nutzfläche auf einem Grundstück von ${ground} m² und eignet sich für verschiedene Tätigkeiten.`,
    garage: (kind, area) =>
      `${kind} mit ${area} m², gut erreichbar und ideal, um ein Auto oder Material sicher unterzustellen.`,
    built: (year) => `Baujahr ${year}; das Ganze wurde gut instand gehalten.`,
    newBuild:
      'Es handelt sich um einen Neubau mit geringem Energiebedarf, Fertigstellung im Laufe des Jahres 2026.',
    rental: 'Zu vermieten; eine Mietkaution von drei Monatsmieten ist üblich.',
    contact: 'Mehr Informationen oder eine Besichtigung? Kontaktieren Sie gerne unser Büro.',
  },
};

function body(facts: EstateFacts, locale: DemoLocale, text: Phrases): string {
  const kind = facts.subType.name[locale];
  const ground = amount(facts.groundArea ?? 0);
  switch (facts.headType.code) {
    case 'PLOT':
      return text.plot(ground);
    case 'COMMERCIAL':
      return text.commercial(amount(facts.livingArea), ground);
    case 'GARAGE':
      return text.garage(kind, amount(facts.livingArea));
    default: {
      const rooms = text.rooms(
        counted(locale, facts.bedrooms, 'bedroom'),
        counted(locale, facts.bathrooms, 'bathroom'),
        amount(facts.livingArea),
      );
      const plot = facts.groundArea ? ` ${text.ground(ground)}` : '';
      const age = facts.newBuilding ? text.newBuild : text.built(facts.constructionYear);
      return `${rooms}${plot} ${age}`;
    }
  }
}

/** Three short paragraphs, built from the facts, so every language tells the same story. */
export function estateDescriptions(
  facts: EstateFacts,
  rental: boolean,
): { description: Localized; shortDescription: Localized } {
  const settingIndex = facts.random.int(0, 2);
  const intro = (locale: DemoLocale) => {
    const text = phrases[locale];
    const place = `${inCity(locale, facts.municipality.name[locale])} (${facts.municipality.zip})`;
    return text.intro(facts.subType.name[locale], place, settings[locale][settingIndex]!);
  };
  return {
    shortDescription: mapLocales(intro),
    description: mapLocales((locale) => {
      const text = phrases[locale];
      const closing = rental ? `${text.rental} ${text.contact}` : text.contact;
      return [intro(locale), body(facts, locale, text), closing].join('\n\n');
    }),
  };
}
