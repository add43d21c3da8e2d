import type { Localized } from '../localized';
import type { Region } from './municipalities';
import type { Random } from '../random';

/** Common street names: Dutch in Flanders, French in Wallonia, both in bilingual Brussels. */
const flemishStreets = [
  'Kerkstraat',
  'Stationsstraat',
  'Molenstraat',
  'Dorpsstraat',
  'Nieuwstraat',
  'Schoolstraat',
  'Beukenlaan',
  'Lindenlaan',
  'Kapelstraat',
  'Veldstraat',
  'Meersstraat',
  'Hoogstraat',
  'Bosstraat',
  'Kastanjelaan',
  'Populierenlaan',
  'Zandstraat',
];
const walloonStreets = [
  "Rue de l'Église",
  'Rue de la Station',
  'Rue du Moulin',
  'Avenue des Tilleuls',
  'Rue Haute',
  'Chaussée de Bruxelles',
  'Rue des Écoles',
  'Rue du Château',
  'Place du Marché',
  'Rue des Prés',
  'Avenue de la Gare',
  'Rue de la Fontaine',
  'Rue du Bois',
  'Rue Saint-Roch',
];
const brusselsStreets: [string, string][] = [
  ['Kerkstraat', "Rue de l'Église"],
  ['Koningsstraat', 'Rue Royale'],
  ['Louizalaan', 'Avenue Louise'],
  ['Molenstraat', 'Rue du Moulin'],
  ['Vorstlaan', 'Boulevard du Souverain'],
  ['Tervurenlaan', 'Avenue de Tervueren'],
  ['Waversesteenweg', 'Chaussée de Wavre'],
  ['Kasteelstraat', 'Rue du Château'],
  ['Lindenlaan', 'Avenue des Tilleuls'],
  ['Stationsstraat', 'Rue de la Station'],
];

export interface StreetName {
  /** The name as written in a one-line address, in the region's own language(s). */
  display: string;
  localized: Localized;
}

export function pickStreet(region: Region, random: Random): StreetName {
  if (region === 'brussels') {
    const [nl, fr] = random.pick(brusselsStreets);
    return { display: `${fr} - ${nl}`, localized: { nl, fr } };
  }
  const name = random.pick(region === 'flanders' ? flemishStreets : walloonStreets);
  return { display: name, localized: region === 'flanders' ? { nl: name } : { fr: name } };
}
