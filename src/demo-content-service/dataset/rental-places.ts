import { inFour, type Localized } from '../localized';

export type RentalRegion = 'coast' | 'ardennes';

/** A holiday destination within a municipality; the rental "location" filter lists these. */
export interface RentalPlace {
  id: number;
  municipalityId: number;
  region: RentalRegion;
  name: Required<Localized>;
  lat: number;
  lon: number;
  streets: string[];
}

const coastStreets = ['Zeedijk', 'Kustlaan', 'Elisabetlaan', 'Zeelaan', 'Koninklijke Baan', 'Duinenweg'];
const ardennesStreets = [
  "Rue de l'Ourthe",
  'Route de Marche',
  'Rue du Vieux Pont',
  'Avenue Reine Astrid',
  'Chemin des Crêtes',
];

const coast = (
  id: number,
  municipalityId: number,
  at: [number, number],
  ...names: [string, string?, string?, string?]
) => ({
  id,
  municipalityId,
  region: 'coast' as const,
  name: inFour(...names),
  lat: at[0],
  lon: at[1],
  streets: coastStreets,
});
const ardennes = (
  id: number,
  municipalityId: number,
  at: [number, number],
  ...names: [string, string?, string?, string?]
) => ({
  id,
  municipalityId,
  region: 'ardennes' as const,
  name: inFour(...names),
  lat: at[0],
  lon: at[1],
  streets: ardennesStreets,
});

export const rentalPlaces: readonly RentalPlace[] = [
  coast(1, 28, [51.359, 3.316], 'Het Zoute', 'Le Zoute', 'Het Zoute', 'Het Zoute'),
  coast(2, 28, [51.341, 3.245], 'Duinbergen'),
  coast(3, 29, [51.298, 3.082], 'Wenduine'),
  coast(4, 29, [51.2728, 3.034], 'De Haan', 'Le Coq', 'De Haan', 'De Haan'),
  coast(
    5,
    17,
    [51.23, 2.91],
    'Oostende Zeedijk',
    'Ostende Digue de mer',
    'Ostend Seafront',
    'Ostende Strandpromenade',
  ),
  coast(6, 30, [51.15, 2.723], 'Nieuwpoort-Bad', 'Nieuport-Bains', 'Nieuwpoort-Bad', 'Nieuwpoort-Bad'),
  coast(7, 31, [51.1, 2.585], 'De Panne', 'La Panne', 'De Panne', 'De Panne'),
  coast(8, 32, [51.164, 2.772], 'Westende'),
  coast(9, 32, [51.188, 2.822], 'Middelkerke'),
  coast(10, 33, [51.316, 3.129], 'Blankenberge'),
  ardennes(20, 62, [50.3522, 5.4564], 'Durbuy'),
  ardennes(21, 62, [50.35, 5.495], 'Barvaux'),
  ardennes(22, 63, [50.1833, 5.575], 'La Roche-en-Ardenne'),
  ardennes(23, 64, [49.7933, 5.0675], 'Bouillon'),
  ardennes(24, 61, [50.4925, 5.8664], 'Spa'),
  ardennes(25, 65, [50.4264, 6.0275], 'Malmedy'),
  ardennes(26, 66, [50.2606, 4.9122], 'Dinant'),
];

export interface SubKind {
  id: number;
  name: Required<Localized>;
  regions: RentalRegion[];
  sleeps: [number, number];
}

export const subKinds: readonly SubKind[] = [
  {
    id: 1,
    name: inFour('Appartement', 'Appartement', 'Apartment', 'Ferienwohnung'),
    regions: ['coast', 'ardennes'],
    sleeps: [2, 6],
  },
  { id: 2, name: inFour('Studio', 'Studio', 'Studio', 'Studio'), regions: ['coast'], sleeps: [2, 3] },
  {
    id: 3,
    name: inFour('Vakantiewoning', 'Maison de vacances', 'Holiday home', 'Ferienhaus'),
    regions: ['coast', 'ardennes'],
    sleeps: [4, 8],
  },
  {
    id: 4,
    name: inFour('Villa', 'Villa', 'Villa', 'Villa'),
    regions: ['coast', 'ardennes'],
    sleeps: [6, 12],
  },
  { id: 5, name: inFour('Chalet', 'Chalet', 'Chalet', 'Chalet'), regions: ['ardennes'], sleeps: [4, 6] },
  {
    id: 6,
    name: inFour('Penthouse', 'Penthouse', 'Penthouse', 'Penthouse'),
    regions: ['coast'],
    sleeps: [4, 6],
  },
];

export const periodTypeNames: Record<string, Required<Localized>> = {
  week: inFour('Week', 'Semaine', 'Week', 'Woche'),
  weekend: inFour('Weekend', 'Week-end', 'Weekend', 'Wochenende'),
  midweek: inFour('Midweek', 'Semaine courte', 'Midweek', 'Kurzwoche'),
};
