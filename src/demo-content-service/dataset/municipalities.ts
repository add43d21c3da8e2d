import type { Region } from '@/content-api/schemas';
import { inFour, type Localized } from '../localized';

export type { Region };

export interface Municipality {
  /** Stable location id used by the city filter ('address.city.id'). */
  id: number;
  region: Region;
  zip: string;
  lat: number;
  lon: number;
  name: Required<Localized>;
  alias?: Localized;
}

function place(
  id: number,
  region: Region,
  zip: string,
  [lat, lon]: [number, number],
  names: [string, string?, string?, string?],
  alias?: Localized,
): Municipality {
  const [nl, fr, en, de] = names;
  return { id, region, zip, lat, lon, name: inFour(nl, fr, en, de), ...(alias ? { alias } : {}) };
}

/**
 * Real Belgian municipalities: main zip code, the centre's coordinates and the name in each language
 * where it differs (English and German repeat the French or Dutch name when they have none of their own).
 */
export const municipalities: readonly Municipality[] = [
  place(1, 'brussels', '1000', [50.8467, 4.3525], ['Brussel', 'Bruxelles', 'Brussels', 'Brüssel']),
  place(2, 'brussels', '1050', [50.8275, 4.372], ['Elsene', 'Ixelles', 'Ixelles', 'Ixelles']),
  place(3, 'brussels', '1180', [50.8022, 4.3378], ['Ukkel', 'Uccle', 'Uccle', 'Uccle']),
  place(4, 'brussels', '1030', [50.8676, 4.3774], ['Schaarbeek', 'Schaerbeek', 'Schaerbeek', 'Schaerbeek']),
  place(5, 'brussels', '1040', [50.8361, 4.3892], ['Etterbeek']),
  place(6, 'brussels', '1060', [50.8283, 4.3456], ['Sint-Gillis', 'Saint-Gilles', 'Saint-Gilles']),
  place(
    7,
    'brussels',
    '1200',
    [50.847, 4.428],
    ['Sint-Lambrechts-Woluwe', 'Woluwe-Saint-Lambert', 'Woluwe-Saint-Lambert'],
    { nl: 'Woluwe', fr: 'Woluwe' },
  ),
  place(8, 'brussels', '1070', [50.8365, 4.308], ['Anderlecht']),
  place(10, 'flanders', '2000', [51.2194, 4.4025], ['Antwerpen', 'Anvers', 'Antwerp', 'Antwerpen']),
  place(11, 'flanders', '9000', [51.0543, 3.7174], ['Gent', 'Gand', 'Ghent', 'Gent']),
  place(12, 'flanders', '8000', [51.2093, 3.2247], ['Brugge', 'Bruges', 'Bruges', 'Brügge']),
  place(13, 'flanders', '3000', [50.8798, 4.7005], ['Leuven', 'Louvain', 'Leuven', 'Löwen']),
  place(14, 'flanders', '2800', [51.0259, 4.4776], ['Mechelen', 'Malines', 'Mechelen', 'Mecheln']),
  place(15, 'flanders', '8500', [50.8279, 3.2649], ['Kortrijk', 'Courtrai', 'Kortrijk', 'Kortrijk']),
  place(16, 'flanders', '3500', [50.9307, 5.3378], ['Hasselt']),
  place(17, 'flanders', '8400', [51.2154, 2.927], ['Oostende', 'Ostende', 'Ostend', 'Ostende']),
  place(18, 'flanders', '9300', [50.9378, 4.0403], ['Aalst', 'Alost', 'Aalst', 'Aalst']),
  place(
    19,
    'flanders',
    '9100',
    [51.165, 4.1437],
    ['Sint-Niklaas', 'Saint-Nicolas', 'Sint-Niklaas', 'Sankt Nikolaus'],
  ),
  place(20, 'flanders', '3600', [50.965, 5.5008], ['Genk']),
  place(21, 'flanders', '8800', [50.9465, 3.1227], ['Roeselare', 'Roulers', 'Roeselare', 'Roeselare']),
  place(22, 'flanders', '2300', [51.3227, 4.9447], ['Turnhout']),
  place(23, 'flanders', '9200', [51.0286, 4.101], ['Dendermonde', 'Termonde', 'Dendermonde', 'Dendermonde']),
  place(24, 'flanders', '8900', [50.8503, 2.885], ['Ieper', 'Ypres', 'Ypres', 'Ypern']),
  place(25, 'flanders', '3300', [50.8075, 4.9378], ['Tienen', 'Tirlemont', 'Tienen', 'Tienen']),
  place(26, 'flanders', '3700', [50.7806, 5.4644], ['Tongeren', 'Tongres', 'Tongeren', 'Tongern']),
  place(27, 'flanders', '2500', [51.1313, 4.5704], ['Lier', 'Lierre', 'Lier', 'Lier']),
  place(28, 'flanders', '8300', [51.3496, 3.2656], ['Knokke-Heist'], { nl: 'Knokke', fr: 'Knokke' }),
  place(29, 'flanders', '8420', [51.2728, 3.034], ['De Haan', 'Le Coq', 'De Haan', 'De Haan']),
  place(30, 'flanders', '8620', [51.13, 2.7517], ['Nieuwpoort', 'Nieuport', 'Nieuwpoort', 'Nieuwpoort']),
  place(31, 'flanders', '8660', [51.099, 2.591], ['De Panne', 'La Panne', 'De Panne', 'De Panne']),
  place(32, 'flanders', '8430', [51.185, 2.82], ['Middelkerke']),
  place(33, 'flanders', '8370', [51.313, 3.132], ['Blankenberge']),
  place(34, 'flanders', '9700', [50.8453, 3.6047], ['Oudenaarde', 'Audenarde', 'Oudenaarde', 'Oudenaarde']),
  place(35, 'flanders', '1500', [50.7339, 4.2345], ['Halle', 'Hal', 'Halle', 'Halle']),
  place(36, 'flanders', '1800', [50.9281, 4.4245], ['Vilvoorde', 'Vilvorde', 'Vilvoorde', 'Vilvoorde']),
  place(37, 'flanders', '8790', [50.8893, 3.4264], ['Waregem']),
  place(38, 'flanders', '2440', [51.1617, 4.99], ['Geel']),
  place(39, 'flanders', '1930', [50.8836, 4.4731], ['Zaventem']),
  place(50, 'wallonia', '4000', [50.6326, 5.5797], ['Luik', 'Liège', 'Liège', 'Lüttich']),
  place(51, 'wallonia', '5000', [50.4669, 4.8675], ['Namen', 'Namur', 'Namur', 'Namur']),
  place(52, 'wallonia', '7000', [50.4542, 3.9523], ['Bergen', 'Mons', 'Mons', 'Bergen']),
  place(53, 'wallonia', '6000', [50.4108, 4.4446], ['Charleroi']),
  place(54, 'wallonia', '7500', [50.6056, 3.3878], ['Doornik', 'Tournai', 'Tournai', 'Doornik']),
  place(55, 'wallonia', '6700', [49.6833, 5.8167], ['Aarlen', 'Arlon', 'Arlon', 'Arel']),
  place(56, 'wallonia', '1300', [50.717, 4.601], ['Waver', 'Wavre', 'Wavre', 'Wavre']),
  place(57, 'wallonia', '1400', [50.5983, 4.3285], ['Nijvel', 'Nivelles', 'Nivelles', 'Nivelles']),
  place(58, 'wallonia', '1340', [50.6686, 4.567], ['Ottignies-Louvain-la-Neuve'], {
    nl: 'Louvain-la-Neuve',
    fr: 'Louvain-la-Neuve',
  }),
  place(59, 'wallonia', '4800', [50.5891, 5.8625], ['Verviers']),
  place(60, 'wallonia', '4500', [50.5186, 5.24], ['Hoei', 'Huy', 'Huy', 'Huy']),
  place(61, 'wallonia', '4900', [50.4925, 5.8664], ['Spa']),
  place(62, 'wallonia', '6940', [50.3522, 5.4564], ['Durbuy']),
  place(63, 'wallonia', '6980', [50.1833, 5.575], ['La Roche-en-Ardenne']),
  place(64, 'wallonia', '6830', [49.7933, 5.0675], ['Bouillon']),
  place(65, 'wallonia', '4960', [50.4264, 6.0275], ['Malmedy']),
  place(66, 'wallonia', '5500', [50.2606, 4.9122], ['Dinant']),
  place(67, 'wallonia', '6600', [50.0036, 5.7158], ['Bastenaken', 'Bastogne', 'Bastogne', 'Bastogne']),
  place(68, 'wallonia', '7700', [50.7447, 3.2064], ['Moeskroen', 'Mouscron', 'Mouscron', 'Mouscron']),
  place(69, 'wallonia', '7800', [50.63, 3.7783], ['Aat', 'Ath', 'Ath', 'Ath']),
  place(70, 'wallonia', '4700', [50.6275, 6.0364], ['Eupen']),
];

const byId = new Map(municipalities.map((municipality) => [municipality.id, municipality]));

export function municipalityById(id: number): Municipality {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown municipality ${id}`);
  return found;
}

/** Seaside towns: their holiday rentals get beach photos, the others Ardennes ones. */
export const coastMunicipalityIds = [28, 29, 17, 30, 31, 32, 33] as const;
