import type { EstateRecord } from '@/content-api/schemas';
import { inFour } from '../localized';
import { isoDay } from './dates';
import type { EstateFacts } from './estate-facts';
import { rentalStatuses } from './transactions';

type Technical = NonNullable<EstateRecord['technical']>;

/** The flood-sensitivity of the site, as the Flemish water test words it, in every language. */
const floodSensitivities = [
  inFour(
    'Niet overstromingsgevoelig',
    'Non sensible aux inondations',
    'Not prone to flooding',
    'Nicht überschwemmungsgefährdet',
  ),
  inFour(
    'Mogelijk overstromingsgevoelig',
    'Potentiellement sensible aux inondations',
    'Possibly prone to flooding',
    'Möglicherweise überschwemmungsgefährdet',
  ),
];
type Ki = NonNullable<EstateRecord['ki']>;
type Dimensions = NonNullable<EstateRecord['dimensions']>;

function conditionFor(facts: EstateFacts): string {
  if (facts.newBuilding) return 'NEW';
  const age = 2026 - facts.constructionYear;
  if (age > 60) return facts.random.pick(['TO_RENOVATE', 'TO_FRESHEN_UP', 'RENEWED']);
  if (age > 25) return facts.random.pick(['TO_FRESHEN_UP', 'GOOD_CONDITION', 'RENEWED']);
  return facts.random.pick(['GOOD_CONDITION', 'EXCELLENT_CONDITION']);
}

export function buildTechnical(facts: EstateFacts): Technical | null {
  const code = facts.headType.code;
  if (code === 'PLOT') return null;
  const { random } = facts;
  const rental = rentalStatuses.includes(facts.status);
  const available = facts.newBuilding
    ? 'DELIVERY'
    : random.pick(['IMMEDIATE', 'DEED', 'AFTER_NOTICE_PERIOD', 'TBD', 'UNKNWON']);
  const hasDate = available === 'DELIVERY' || available === 'AFTER_NOTICE_PERIOD';
  const renovated = !facts.newBuilding && facts.constructionYear < 1990 && random.chance(0.5);
  return {
    constructionYear: facts.constructionYear,
    renovationYear: renovated ? random.int(2000, 2024) : null,
    buildingType: code === 'HOUSE' ? random.pick(['OPEN', 'HALF_OPEN', 'CLOSED']) : null,
    condition: conditionFor(facts),
    newBuilding: facts.newBuilding,
    available,
    availableDate: hasDate ? isoDay(random.int(30, 400)) : null,
    furniture: rental ? random.chance(0.3) : false,
    petsAllowed: rental ? random.chance(0.5) : null,
    monthlyCost: code === 'APARTMENT' ? random.int(4, 25) * 10 : null,
    directionGarden: code === 'HOUSE' ? random.pick(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']) : null,
    oLevelSensitivity: facts.municipality.region === 'flanders' ? random.pick(floodSensitivities) : null,
    oLevelZone: null,
    certificateConformity: random.pick(['VALID', 'VALID', 'INVALID']),
    certificateElectricity: random.pick(['OBTAINED', 'OBTAINED', 'NOT_OBTAINED', 'UNKNOWN']),
    elevator: code === 'APARTMENT' ? random.chance(0.7) : false,
  };
}

/** Cadastral income: the indexed amount follows the non-indexed one by the yearly index factor. */
export function buildKi(facts: EstateFacts): Ki | null {
  if (facts.headType.code === 'GARAGE' && facts.random.chance(0.5)) return null;
  const nonIndexed = facts.headType.code === 'PLOT' ? facts.random.int(10, 80) : facts.random.int(180, 2400);
  return { nonIndexed, indexed: Math.round(nonIndexed * 2.1763), communityTax: null };
}

const areasFromPlans = inFour(
  'Oppervlaktes volgens plan, niet opgemeten.',
  'Surfaces selon plan, non mesurées.',
  'Areas taken from the plans, not measured.',
  'Flächen laut Plan, nicht vermessen.',
);

/** Sizes in m and m²; -1 is how the service says "unknown", and some records really have it. */
export function buildDimensions(facts: EstateFacts): Dimensions {
  const { random } = facts;
  const unknown = (value: number) => (random.chance(0.15) ? -1 : value);
  const width = random.int(6, 14);
  return {
    areaGround: facts.groundArea ?? null,
    areaBuild: facts.livingArea > 0 ? facts.livingArea : null,
    areaBuildable: facts.headType.code === 'PLOT' ? Math.round((facts.groundArea ?? 0) * 0.4) : null,
    widthHouse: facts.headType.code === 'HOUSE' ? unknown(width) : null,
    widthGround: facts.groundArea ? unknown(width + random.int(2, 20)) : null,
    depthHouse: facts.headType.code === 'HOUSE' ? unknown(random.int(9, 16)) : null,
    depthGround: facts.groundArea ? unknown(random.int(20, 80)) : null,
    depthGroundFloor: facts.headType.code === 'HOUSE' ? unknown(random.int(9, 16)) : null,
    depthFloor: facts.headType.code === 'HOUSE' ? unknown(random.int(7, 12)) : null,
    commentArea: random.chance(0.2) ? areasFromPlans : null,
  };
}
