import type { EstateRecord } from '@/content-api/schemas';
import type { Region } from './municipalities';
import type { EstateFacts } from './estate-facts';

type Energy = NonNullable<EstateRecord['energy']>;

/** Upper EPC bound (kWh/m²/year) of each label, per region: each region has its own scale. */
const labelScales: Record<Region, [string, number][]> = {
  flanders: [
    ['A+', 0],
    ['A', 100],
    ['B', 200],
    ['C', 300],
    ['D', 400],
    ['E', 500],
    ['F', Infinity],
  ],
  wallonia: [
    ['A++', 0],
    ['A+', 45],
    ['A', 85],
    ['B', 170],
    ['C', 255],
    ['D', 340],
    ['E', 425],
    ['F', 510],
    ['G', Infinity],
  ],
  brussels: [
    ['A', 45],
    ['B', 95],
    ['C', 150],
    ['D', 210],
    ['E', 275],
    ['F', 345],
    ['G', Infinity],
  ],
};

function energyLabelFor(region: Region, epcValue: number): string {
  return labelScales[region].find(([, upper]) => epcValue <= upper)?.[0] ?? 'G';
}

function epcValueFor(facts: EstateFacts): number {
  const { random } = facts;
  if (facts.newBuilding) return random.int(-10, 60);
  const age = 2026 - facts.constructionYear;
  return Math.min(780, random.int(60, 160) + age * random.int(2, 5));
}

function certificateReference(facts: EstateFacts): string {
  const { random } = facts;
  const day = `20${random.int(15, 25)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`;
  return `${day}-${String(random.int(1_000_000, 9_999_999)).padStart(10, '0')}-RES-1`;
}

/** Own EPC for buildings; apartments also carry the shared certificate of the common parts. */
export function buildEnergy(facts: EstateFacts): Energy | null {
  const code = facts.headType.code;
  if (code === 'PLOT' || code === 'GARAGE') return null;
  const { random, municipality } = facts;
  const epcValue = epcValueFor(facts);
  const area = Math.max(facts.livingArea, 20);
  const energy: Energy = {
    epcValue,
    epcValueTotal: Math.max(0, Math.round(epcValue * area)),
    epbReference: facts.newBuilding ? `EPB-${facts.id}-${random.int(100, 999)}` : null,
    epcReference: certificateReference(facts),
    energyLabel: energyLabelFor(municipality.region, epcValue),
    customEpcLabel: null,
    eLevel: facts.newBuilding ? random.int(15, 35) : null,
    kLevel: facts.newBuilding ? random.int(20, 40) : null,
    co2: Math.max(0, Math.round(epcValue * 0.21)),
    shared: null,
  };
  if (code === 'APARTMENT') {
    const sharedValue = Math.max(0, epcValue + random.int(-40, 60));
    energy.shared = {
      epcValue: sharedValue,
      epcValueTotal: sharedValue * random.int(400, 2400),
      epbReference: null,
      epcReference: certificateReference(facts).replace('RES', 'NRES'),
      energyLabel: energyLabelFor(municipality.region, sharedValue),
      customEpcLabel: null,
      eLevel: null,
      kLevel: null,
      co2: Math.round(sharedValue * 0.2),
    };
  }
  return energy;
}
