import type { EstateRecord } from '@/content-api/schemas';
import { inFour, type DemoLocale } from '../localized';
import type { EstateFacts } from './estate-facts';
import { coastMunicipalityIds } from './municipalities';
import { rentalStatuses } from './transactions';

type Comfort = NonNullable<EstateRecord['comfort']>;
type ExtraField = NonNullable<EstateRecord['extraFields']>[number];

type GardenSide = 'zuid' | 'zuidwest' | 'west' | 'oost';

const gardenTexts: Record<GardenSide, Record<DemoLocale, string>> = {
  zuid: inFour('Tuin op het zuiden', 'Jardin orienté au sud', 'South-facing garden', 'Garten nach Süden'),
  zuidwest: inFour(
    'Tuin op het zuidwesten',
    'Jardin orienté au sud-ouest',
    'South-west-facing garden',
    'Garten nach Südwesten',
  ),
  west: inFour('Tuin op het westen', 'Jardin orienté à l’ouest', 'West-facing garden', 'Garten nach Westen'),
  oost: inFour('Tuin op het oosten', 'Jardin orienté à l’est', 'East-facing garden', 'Garten nach Osten'),
};

const doubleGlazing = inFour('Dubbele beglazing', 'Double vitrage', 'Double glazing', 'Doppelverglasung');
const electricShutters = inFour(
  'Elektrische rolluiken',
  'Volets électriques',
  'Electric roller shutters',
  'Elektrische Rollläden',
);
const centralHeating = inFour(
  'Centrale verwarming',
  'Chauffage central',
  'Central heating',
  'Zentralheizung',
);
const heatedPool = inFour(
  'Verwarmd buitenzwembad',
  'Piscine extérieure chauffée',
  'Heated outdoor swimming pool',
  'Beheiztes Außenschwimmbad',
);

/** Comfort answers for dwellings; plots, garages and business premises have none. */
export function buildComfort(facts: EstateFacts): Comfort | null {
  const code = facts.headType.code;
  if (code !== 'HOUSE' && code !== 'APARTMENT') return null;
  const { random } = facts;
  const house = code === 'HOUSE';
  const luxurious = ['VILLA', 'CASTLE', 'PENTHOUSE'].includes(facts.subType.code);
  const gardenSide = random.pick<GardenSide>(['zuid', 'zuidwest', 'west', 'oost']);
  return {
    garden: house
      ? { value: true, description: gardenTexts[gardenSide] }
      : { value: false, description: null },
    pets: { value: random.chance(0.6), description: null },
    glazing: { value: true, description: doubleGlazing },
    shutters: {
      value: random.chance(0.5),
      description: random.chance(0.3) ? electricShutters : null,
    },
    tennisCourt: { value: luxurious && house && random.chance(0.4), description: null },
    heating: { value: true, description: centralHeating },
    swimmingPool: {
      value: luxurious && random.chance(0.5),
      description: luxurious ? heatedPool : null,
    },
    heatingType: facts.newBuilding
      ? 'ELECTRICITY'
      : random.pick(['GAS', 'GAS', 'OIL', 'PELLET', 'ELECTRICITY']),
    commonHeating: house ? 'NOT_APPLICABLE' : random.pick(['COMMON', 'INDIVIDUAL']),
    kitchenType: random.pick(['EQUIPPED', 'SEMI_EQUIPPED', 'HYPER_EQUIPPED']),
    bathroomType: 'EQUIPPED',
    carpentry: random.pick(['WOOD', 'ALUMINUM', 'PLASTIC']),
    windowGlazing: facts.newBuilding ? 'TRIPLE' : random.pick(['DOUBLE', 'DOUBLE', 'SINGLE']),
    roofType: house ? random.pick(['SADDLEBACK', 'FLAT', 'HIPPED']) : 'FLAT',
    luxuryLevel: luxurious ? 'LUXURIOUS' : random.pick(['MODEST', 'AVERAGE']),
    gardenType: house ? random.pick(['ONLY_LAWN', 'FULLY_LANDSCAPED']) : null,
    meterType: random.pick(['SINGLE', 'DAY_AND_NIGHT', 'SMART_METER']),
    commonMeter: house ? 'NOT_APPLICABLE' : 'INDIVIDUAL',
  };
}

const neighbourhood = inFour(
  'Rustig gelegen in een aangename buurt, met bakker, supermarkt en bushalte op wandelafstand. Scholen en sportvoorzieningen liggen binnen een straal van twee kilometer.',
  'Situé au calme dans un quartier agréable, avec boulangerie, supermarché et arrêt de bus à distance de marche. Écoles et infrastructures sportives dans un rayon de deux kilomètres.',
  'Quietly located in a pleasant neighbourhood, with a bakery, supermarket and bus stop within walking distance. Schools and sports facilities are within two kilometres.',
  'Ruhig gelegen in einer angenehmen Nachbarschaft, mit Bäckerei, Supermarkt und Bushaltestelle in Gehweite. Schulen und Sportanlagen liegen im Umkreis von zwei Kilometern.',
);

/** The agency's name for its own field 103: a house's number of façades (see fact-consistency.ts). */
const facadesLabel = inFour('Aantal gevels', 'Nombre de façades', 'Number of façades', 'Anzahl der Fassaden');

/** Agency-defined fields: one short TEXT, one BIGTEXT, and a number under the agency's own name. */
export function buildExtraFields(facts: EstateFacts): ExtraField[] {
  if (!facts.random.chance(0.6)) return [];
  return [
    {
      extra_field_autoid: 101,
      type: 'TEXT',
      value: `Ref. ${facts.id}`,
      value_lang_string: inFour(
        `Dossier ${facts.id}`,
        `Dossier ${facts.id}`,
        `File ${facts.id}`,
        `Akte ${facts.id}`,
      ),
    },
    { extra_field_autoid: 102, type: 'BIGTEXT', value: null, value_lang_string: neighbourhood },
    {
      extra_field_autoid: 103,
      type: 'NUMBER',
      value: facts.random.int(1, 4),
      value_lang_string: null,
      label: facadesLabel,
    },
  ];
}

export function buildEnvironments(facts: EstateFacts): string[] {
  if ((coastMunicipalityIds as readonly number[]).includes(facts.municipality.id))
    return ['SEA_BEACH_DUNE', 'TOWN'];
  if (facts.headType.code === 'COMMERCIAL')
    return [facts.random.pick(['TOWN', 'CRAFT_INDUSTRY', 'INDUSTRIAL'])];
  return [facts.random.pick(['TOWN', 'RESIDENTIAL', 'COUNTRYSIDE', 'VILLAGE', 'SUBURBAN_AREA'])];
}

export function buildFacilities(facts: EstateFacts): string[] {
  const all = [
    'ALARM',
    'INTERCOM',
    'SOLAR_PANELS',
    'HEAT_PUMP',
    'CHARGING_STATION',
    'FIREPLACE',
    'AIR_CONDITIONING',
  ];
  return all.filter(() => facts.random.chance(0.3));
}

export function buildTechnicalBuildCriteria(facts: EstateFacts): string[] {
  if (!facts.newBuilding) return [];
  return ['ROOF_INSULATION', 'WALL_INSULATION', 'FLOOR_INSULATION', 'VENTILATION_SYSTEM_D', 'RAINWATER_TANK'];
}

export function buildRentalOptions(facts: EstateFacts): string[] {
  if (!rentalStatuses.includes(facts.status)) return [];
  return ['FURNISHED', 'PETS_ALLOWED', 'DOMICILE_ALLOWED'].filter(() => facts.random.chance(0.5));
}
