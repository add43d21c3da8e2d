import { mapLocales, type DemoLocale, type Localized } from '../localized';
import { inCity } from './estate-titles';
import type { Municipality } from './municipalities';

const newApartments: Record<DemoLocale, string> = {
  nl: 'nieuwbouwappartementen',
  fr: 'appartements neufs',
  en: 'new-build apartments',
  de: 'Neubauwohnungen',
};

export function projectTitle(name: string, municipality: Municipality): Localized {
  return mapLocales(
    (locale) => `${name}: ${newApartments[locale]} ${inCity(locale, municipality.name[locale])}`,
  );
}

const intro: Record<DemoLocale, (name: string, place: string, units: number, floors: number) => string> = {
  nl: (name, place, units, floors) =>
    `${name} is een kleinschalig nieuwbouwproject ${place} met ${units} entiteiten verdeeld over ${floors} bouwlagen.`,
  fr: (name, place, units, floors) =>
    `${name} est un projet neuf à taille humaine ${place}, comptant ${units} unités réparties sur ${floors} niveaux.`,
  en: (name, place, units, floors) =>
    `${name} is a small-scale new-build project ${place} with ${units} units over ${floors} storeys.`,
  de: (name, place, units, floors) =>
    `${name} ist ein überschaubares Neubauprojekt ${place} mit ${units} Einheiten auf ${floors} Geschossen.`,
};

const details: Record<DemoLocale, string> = {
  nl: 'Alle appartementen hebben een ruim terras, vloerverwarming met warmtepomp, driedubbele beglazing en een E-peil ruim onder de norm. Dankzij het verlaagde btw-tarief en de beperkte registratierechten is kopen in nieuwbouw bijzonder voordelig.',
  fr: 'Tous les appartements disposent d’une grande terrasse, d’un chauffage par le sol avec pompe à chaleur, d’un triple vitrage et d’un niveau E largement sous la norme. Acheter du neuf est avantageux grâce au régime TVA.',
  en: 'Every apartment has a generous terrace, underfloor heating with a heat pump, triple glazing and an E-level well below the standard. Buying new is attractive thanks to the VAT regime.',
  de: 'Alle Wohnungen haben eine großzügige Terrasse, Fußbodenheizung mit Wärmepumpe, Dreifachverglasung und ein E-Niveau deutlich unter der Norm. Dank der Mehrwertsteuerregelung ist der Kauf eines Neubaus besonders attraktiv.',
};

const closing: Record<DemoLocale, string> = {
  nl: 'Bekijk de beschikbare entiteiten hieronder of maak een afspraak in ons infokantoor.',
  fr: 'Découvrez les unités disponibles ci-dessous ou prenez rendez-vous dans notre bureau d’information.',
  en: 'See the available units below or book a meeting at our information office.',
  de: 'Sehen Sie sich die verfügbaren Einheiten unten an oder vereinbaren Sie einen Termin in unserem Infobüro.',
};

export function projectTexts(name: string, municipality: Municipality, units: number, floors: number) {
  const first = (locale: DemoLocale) =>
    intro[locale](name, `${inCity(locale, municipality.name[locale])} (${municipality.zip})`, units, floors);
  return {
    shortDescription: mapLocales(first),
    description: mapLocales((locale) => [first(locale), details[locale], closing[locale]].join('\n\n')),
  };
}

const unitWord: Record<DemoLocale, string> = { nl: 'in', fr: '–', en: 'in', de: 'in' };

/** "Penthouse 4.01 in Residentie Linde", "Parking -1.02 – Kaaihof". */
export function unitTitle(kind: Required<Localized>, number: string, projectName: string): Localized {
  return mapLocales((locale) => `${kind[locale]} ${number} ${unitWord[locale]} ${projectName}`);
}
