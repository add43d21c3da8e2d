import { inFour, type Localized } from '../localized';

export interface TeamMember {
  id: number;
  firstname: string;
  lastname: string;
  role: Required<Localized>;
  phone: string;
  mobile: string;
  email: string;
  officeId: number;
  /** Shown under the contact card of an estate. */
  description: Required<Localized>;
}

const advisor = inFour('Vastgoedadviseur', 'Conseiller immobilier', 'Property advisor', 'Immobilienberater');

/** The agency's people; the first five also act as sales representatives on estates. */
export const teamMembers: readonly TeamMember[] = [
  {
    id: 1,
    firstname: 'Sofie',
    lastname: 'Claes',
    role: inFour('Zaakvoerder', 'Gérante', 'Managing director', 'Geschäftsführerin'),
    phone: '+32 9 224 18 30',
    mobile: '+32 475 12 34 56',
    email: 'sofie.claes@vitrine-immo.be',
    officeId: 1,
    description: inFour(
      'Erkend vastgoedmakelaar BIV 504.123',
      'Agent immobilier agréé IPI 504.123',
      'Licensed estate agent, IPI 504.123',
      'Zugelassene Immobilienmaklerin, IPI 504.123',
    ),
  },
  {
    id: 2,
    firstname: 'Thomas',
    lastname: 'Peeters',
    role: advisor,
    phone: '+32 9 224 18 31',
    mobile: '+32 476 23 45 67',
    email: 'thomas.peeters@vitrine-immo.be',
    officeId: 1,
    description: inFour(
      'Specialist in woningen en nieuwbouw in Oost- en West-Vlaanderen.',
      'Spécialiste des maisons et des constructions neuves en Flandre orientale et occidentale.',
      'Specialist in houses and new builds in East and West Flanders.',
      'Spezialist für Häuser und Neubauten in Ost- und Westflandern.',
    ),
  },
  {
    id: 3,
    firstname: 'Camille',
    lastname: 'Dubois',
    role: advisor,
    phone: '+32 2 512 40 10',
    mobile: '+32 477 34 56 78',
    email: 'camille.dubois@vitrine-immo.be',
    officeId: 2,
    description: inFour(
      'Specialiste in appartementen in Brussel en Waals-Brabant.',
      'Spécialiste des appartements à Bruxelles et dans le Brabant wallon.',
      'Specialist in flats in Brussels and Walloon Brabant.',
      'Spezialistin für Wohnungen in Brüssel und Wallonisch-Brabant.',
    ),
  },
  {
    id: 4,
    firstname: 'Lucas',
    lastname: 'Lambert',
    role: advisor,
    phone: '+32 81 22 65 40',
    mobile: '+32 478 45 67 89',
    email: 'lucas.lambert@vitrine-immo.be',
    officeId: 3,
    description: inFour(
      'Woningen, bouwgronden en handelspanden in Wallonië.',
      'Maisons, terrains et biens commerciaux en Wallonie.',
      'Houses, building plots and commercial property in Wallonia.',
      'Häuser, Baugrundstücke und Gewerbeimmobilien in der Wallonie.',
    ),
  },
  {
    id: 5,
    firstname: 'Lotte',
    lastname: 'Janssens',
    role: inFour('Verhuurbeheerder', 'Gestionnaire locative', 'Lettings manager', 'Vermietungsmanagerin'),
    phone: '+32 9 224 18 32',
    mobile: '+32 479 56 78 90',
    email: 'lotte.janssens@vitrine-immo.be',
    officeId: 1,
    description: inFour(
      'Verhuur en beheer, ook van vakantiewoningen aan de kust.',
      'Location et gestion, y compris de logements de vacances à la côte.',
      'Lettings and property management, holiday homes on the coast included.',
      'Vermietung und Verwaltung, auch von Ferienwohnungen an der Küste.',
    ),
  },
  {
    id: 6,
    firstname: 'Marc',
    lastname: 'Wouters',
    role: inFour('Administratie', 'Administration', 'Office manager', 'Verwaltung'),
    phone: '+32 9 224 18 33',
    mobile: '+32 470 67 89 01',
    email: 'marc.wouters@vitrine-immo.be',
    officeId: 1,
    description: inFour(
      'Dossiers, attesten en afspraken bij de notaris.',
      'Dossiers, attestations et rendez-vous chez le notaire.',
      'Files, certificates and appointments with the notary.',
      'Akten, Bescheinigungen und Notartermine.',
    ),
  },
];

export const salesReps = teamMembers.slice(0, 5);

export interface Office {
  id: number;
  name: string;
  street: string;
  zip: string;
  city: string;
  lat: number;
  lon: number;
  phone: string;
  openingHours: Required<Localized>;
}

const weekdayHours = inFour(
  'Maandag tot vrijdag 9–18 u, zaterdag 10–13 u',
  'Du lundi au vendredi de 9 h à 18 h, le samedi de 10 h à 13 h',
  'Monday to Friday 9 am–6 pm, Saturday 10 am–1 pm',
  'Montag bis Freitag 9–18 Uhr, Samstag 10–13 Uhr',
);

export const offices: readonly Office[] = [
  {
    id: 1,
    name: 'Vitrine Immo Gent',
    street: 'Korenmarkt 12',
    zip: '9000',
    city: 'Gent',
    lat: 51.0546,
    lon: 3.7211,
    phone: '+32 9 224 18 30',
    openingHours: weekdayHours,
  },
  {
    id: 2,
    name: 'Vitrine Immo Bruxelles',
    street: 'Avenue Louise 120',
    zip: '1050',
    city: 'Bruxelles',
    lat: 50.8305,
    lon: 4.3603,
    phone: '+32 2 512 40 10',
    openingHours: weekdayHours,
  },
  {
    id: 3,
    name: 'Vitrine Immo Namur',
    street: "Rue de l'Ange 34",
    zip: '5000',
    city: 'Namur',
    lat: 50.4637,
    lon: 4.8662,
    phone: '+32 81 22 65 40',
    openingHours: weekdayHours,
  },
];
