import { createRandom, seedFrom, type Random } from '../random';
import { headTypes, subTypesOf, type HeadType, type HeadTypeCode, type SubType } from './estate-catalogue';
import { municipalities, type Municipality } from './municipalities';
import { pickStreet, type StreetName } from './streets';
import { statusesOf, type DataSource, type EstateStatus, rentalStatuses } from './transactions';
import { pickPrice } from './estate-prices';
import { isoDateTime } from './dates';

/** The facts one estate is drawn from; the record sections and the texts are all derived from them. */
export interface EstateFacts {
  id: number;
  random: Random;
  source: DataSource;
  status: EstateStatus;
  headType: HeadType;
  subType: SubType;
  municipality: Municipality;
  geoLocation: { lat: number; lon: number } | null;
  street: StreetName;
  number: string;
  box: string | null;
  addressVisible: boolean;
  bedrooms: number;
  bathrooms: number;
  livingArea: number;
  groundArea: number | null;
  price: number;
  publicationDate: string;
  constructionYear: number;
  newBuilding: boolean;
}

const typeWeights: [HeadTypeCode, number][] = [
  ['HOUSE', 0.4],
  ['APARTMENT', 0.3],
  ['PLOT', 0.1],
  ['COMMERCIAL', 0.1],
  ['GARAGE', 0.1],
];

function pickHeadType(random: Random): HeadTypeCode {
  let roll = random.next();
  for (const [code, weight] of typeWeights) {
    if ((roll -= weight) < 0) return code;
  }
  return 'HOUSE';
}

/** Take-overs are businesses; plots are only sold; everything else can be sold or let. */
function pickStatus(code: HeadTypeCode, source: DataSource, random: Random): EstateStatus {
  const allowed = statusesOf(source).filter((status) => {
    if (status === 'TAKE_OVER' || status === 'TAKEN_OVER') return code === 'COMMERCIAL';
    if (rentalStatuses.includes(status)) return code !== 'PLOT';
    return true;
  });
  const roll = random.next();
  if (code === 'COMMERCIAL') {
    // Business premises change hands by take-over often enough to show every such status.
    if (roll < 0.3) return 'FOR_SALE';
    if (roll < 0.45) return 'TO_RENT';
    if (roll < 0.65) return 'TAKE_OVER';
    if (roll < 0.85 && allowed.includes('TAKEN_OVER')) return 'TAKEN_OVER';
    return random.pick(allowed);
  }
  if (roll < 0.5) return 'FOR_SALE';
  if (roll < 0.68 && allowed.includes('TO_RENT')) return 'TO_RENT';
  return random.pick(allowed);
}

/** A point around the town centre, within about 2 km, so map markers do not pile up. */
function jitter(municipality: Municipality, random: Random) {
  return {
    lat: Math.round((municipality.lat + random.float(-0.018, 0.018, 6)) * 1e6) / 1e6,
    lon: Math.round((municipality.lon + random.float(-0.028, 0.028, 6)) * 1e6) / 1e6,
  };
}

function roomsFor(code: HeadTypeCode, subType: SubType, random: Random) {
  if (code === 'HOUSE')
    return {
      bedrooms: random.int(subType.code === 'CASTLE' ? 6 : 2, subType.code === 'CASTLE' ? 9 : 6),
      bathrooms: random.int(1, 3),
    };
  if (code === 'APARTMENT') {
    const small = subType.code === 'STUDIO' || subType.code === 'STUDENT_ROOM';
    return { bedrooms: small ? 0 : random.int(1, 4), bathrooms: 1 };
  }
  return { bedrooms: 0, bathrooms: code === 'COMMERCIAL' ? random.int(0, 2) : 0 };
}

function areasFor(code: HeadTypeCode, bedrooms: number, random: Random) {
  switch (code) {
    case 'HOUSE':
      return { livingArea: 90 + bedrooms * random.int(22, 40), groundArea: random.int(180, 1800) };
    case 'APARTMENT':
      return {
        livingArea: bedrooms === 0 ? random.int(18, 40) : 45 + bedrooms * random.int(18, 30),
        groundArea: null,
      };
    case 'PLOT':
      return { livingArea: 0, groundArea: random.int(350, 4500) };
    case 'COMMERCIAL':
      return { livingArea: random.int(60, 900), groundArea: random.int(100, 2000) };
    default:
      return { livingArea: random.int(12, 30), groundArea: null };
  }
}

/** Draws the facts of estate number `index`; the same index always gives the same estate. */
export function drawEstateFacts(id: number, index: number): EstateFacts {
  const random = createRandom(seedFrom('estate', id));
  // Every municipality gets estates before any gets a second one; one record in three is source one.
  const municipality = index < municipalities.length ? municipalities[index]! : random.pick(municipalities);
  const source: DataSource = index % 3 === 0 ? 'one' : 'two';
  const code = pickHeadType(random);
  const subType = random.pick(subTypesOf(code));
  const status = pickStatus(code, source, random);
  const { bedrooms, bathrooms } = roomsFor(code, subType, random);
  const { livingArea, groundArea } = areasFor(code, bedrooms, random);
  const newBuilding = code !== 'PLOT' && random.chance(0.12);
  const box = code === 'APARTMENT' ? `${random.int(0, 5)}.${random.int(1, 4)}` : null;
  return {
    id,
    random,
    source,
    status,
    headType: headTypes[code],
    subType,
    municipality,
    geoLocation: random.chance(0.04) ? null : jitter(municipality, random),
    street: pickStreet(municipality.region, random),
    number: String(random.int(1, 180)),
    box,
    addressVisible: !random.chance(0.12),
    bedrooms,
    bathrooms,
    livingArea,
    groundArea,
    price: pickPrice(code, subType.code, status, municipality.region, random),
    // Spread over 2025 and most of 2026, at office hours.
    publicationDate: isoDateTime(random.int(-365, 300), random.int(7 * 60, 18 * 60)),
    constructionYear: newBuilding ? 2026 : random.int(1890, 2022),
    newBuilding,
  };
}
