import type { EstateGroup, EstateRecord } from '@/content-api/schemas';
import { createRandom, seedFrom } from '../random';
import { headTypes, subTypes, type SubType } from './estate-catalogue';
import type { EstateFacts } from './estate-facts';
import { buildEstateRecord } from './estate-record';
import { constructionVatRate } from './estate-planning';
import { municipalityById, type Municipality } from './municipalities';
import { projectPlans, type ProjectPlan } from './project-catalogue';
import { projectTexts, projectTitle, unitTitle } from './project-texts';
import { pickStreet } from './streets';
import { isoDateTime } from './dates';
import { collectionIds, type DataSource } from './transactions';

const subTypeByCode = (code: string): SubType => subTypes.find((subType) => subType.code === code)!;
const regionPrice = { brussels: 1.2, flanders: 1, wallonia: 0.8 } as const;

interface UnitPlan {
  id: number;
  floor: number;
  number: string;
  subType: SubType;
}

function planUnits(plan: ProjectPlan): UnitPlan[] {
  const units: UnitPlan[] = [];
  const parkingLevel = plan.withParking ? [-1] : [];
  for (const floor of [...parkingLevel, ...Array.from({ length: plan.floors }, (_, level) => level)]) {
    const count = floor === -1 ? 2 : plan.unitsPerFloor;
    for (let position = 1; position <= count; position += 1) {
      const top = floor === plan.floors - 1;
      const code =
        floor === -1 ? 'PARKING' : top ? 'PENTHOUSE' : floor === 0 && position === 1 ? 'DUPLEX' : 'APARTMENT';
      units.push({
        id: plan.id * 100 + units.length + 1,
        floor,
        number: `${floor}.${String(position).padStart(2, '0')}`,
        subType: subTypeByCode(code),
      });
    }
  }
  return units;
}

/** Facts shared by a project and its units: same address, same data source, all new. */
function baseFacts(
  id: number,
  municipality: Municipality,
  source: DataSource,
  location: EstateFacts['geoLocation'],
) {
  const random = createRandom(seedFrom('project-record', id));
  return {
    id,
    random,
    source,
    municipality,
    geoLocation: location,
    addressVisible: true,
    newBuilding: true,
    constructionYear: 2026,
    publicationDate: isoDateTime(random.int(-200, 280), random.int(8 * 60, 17 * 60)),
  };
}

function unitFacts(unit: UnitPlan, project: EstateFacts): EstateFacts {
  const base = baseFacts(unit.id, project.municipality, project.source, project.geoLocation);
  const { random } = base;
  const parking = unit.subType.code === 'PARKING';
  const bedrooms = parking ? 0 : unit.subType.code === 'PENTHOUSE' ? 3 : random.int(1, 3);
  const area = parking ? 13 : 52 + bedrooms * random.int(18, 26);
  const factor = regionPrice[project.municipality.region] * (unit.subType.code === 'PENTHOUSE' ? 1.35 : 1);
  const price = parking
    ? random.int(5, 7) * 5_000
    : Math.round((area * random.int(3_100, 3_700) * factor) / 5_000) * 5_000;
  return {
    ...base,
    publicationDate: project.publicationDate,
    status: random.chance(0.3) ? 'SOLD' : 'FOR_SALE',
    headType: parking ? headTypes.GARAGE : headTypes.APARTMENT,
    subType: unit.subType,
    street: project.street,
    number: project.number,
    box: parking ? null : unit.number,
    bedrooms,
    bathrooms: parking ? 0 : bedrooms > 2 ? 2 : 1,
    livingArea: area,
    groundArea: null,
    price,
  };
}

function buildProject(plan: ProjectPlan, index: number, publicUrl: string): EstateGroup {
  const municipality = municipalityById(plan.municipalityId);
  const seed = createRandom(seedFrom('project', plan.id));
  const location = {
    lat: Math.round((municipality.lat + seed.float(-0.01, 0.01, 6)) * 1e6) / 1e6,
    lon: Math.round((municipality.lon + seed.float(-0.015, 0.015, 6)) * 1e6) / 1e6,
  };
  const base = baseFacts(plan.id, municipality, index % 2 === 0 ? 'one' : 'two', location);
  const units = planUnits(plan);
  const projectFacts: EstateFacts = {
    ...base,
    status: 'FOR_SALE',
    headType: headTypes.PROJECT,
    subType: subTypeByCode('RESIDENTIAL_PROJECT'),
    street: pickStreet(municipality.region, seed),
    number: String(seed.int(2, 120)),
    box: null,
    bedrooms: 0,
    bathrooms: 0,
    livingArea: 0,
    groundArea: seed.int(900, 4000),
    price: 0,
  };
  const collections = [collectionIds.newProjects];
  const unitRecords = units.map((unit) => {
    const facts = unitFacts(unit, projectFacts);
    const title = unitTitle(unit.subType.name, unit.number, plan.name);
    const floorId = plan.id * 10 + unit.floor + 1;
    return {
      facts,
      record: buildEstateRecord(facts, publicUrl, {
        parentId: plan.id,
        floor: unit.floor,
        floorId,
        buildingName: plan.name,
        architectName: plan.architect,
        collections,
        title,
      }),
    };
  });
  const dwellings = unitRecords.filter(({ facts }) => facts.headType.code === 'APARTMENT');
  projectFacts.bedrooms = Math.max(...dwellings.map(({ facts }) => facts.bedrooms));
  projectFacts.livingArea = Math.min(...dwellings.map(({ facts }) => facts.livingArea));
  // "From" the cheapest dwelling still for sale; a sold-out project shows its cheapest.
  const forSale = dwellings.filter(({ facts }) => facts.status === 'FOR_SALE');
  projectFacts.price = Math.min(
    ...(forSale.length > 0 ? forSale : dwellings).map(({ facts }) => facts.price),
  );
  const record: EstateRecord = buildEstateRecord(projectFacts, publicUrl, {
    project: true,
    buildingName: plan.name,
    architectName: plan.architect,
    collections,
    title: projectTitle(plan.name, municipality),
    texts: projectTexts(plan.name, municipality, units.length, plan.floors),
  });
  // A project has no rooms of its own, and its price is the cheapest unit's: a starting price.
  record.layout = null;
  record.floors = null;
  record.price = { ...record.price, value: projectFacts.price, totalPrice: null, priceFrom: true };
  const children = [record, ...unitRecords.map(({ record: unit }) => unit)];
  return { id: plan.id, children: children.map((child) => underOneRegime(child, plan.id, index)) };
}

/** A project is sold under one VAT regime, with one rate, for all of its units: every third one under VAT. */
function underOneRegime(record: EstateRecord, projectId: number, index: number): EstateRecord {
  const vatRegime = index % 3 === 0;
  const financial = record.financial ?? { vatRegime, notaryCostTotal: null };
  return {
    ...record,
    financial: {
      ...financial,
      vatRegime,
      vatRate: constructionVatRate(projectId),
      notaryCostTotal: vatRegime ? null : (financial.notaryCostTotal ?? null),
    },
  };
}

/** New-construction projects: the main record first, then its units by floor. */
export function buildProjects(publicUrl: string): EstateGroup[] {
  return projectPlans.map((plan, index) => buildProject(plan, index, publicUrl));
}
