import type { EstateRecord } from '@/content-api/schemas';
import { inFour, type Localized } from '../localized';

/*
 * The sections of a record are drawn one by one, so facts the record states twice would disagree by
 * chance (an inspection "obtained" in one section and "not obtained" in another). Real records
 * disagree only now and then; this pass makes the demo's agree, except on every CONFLICT_EVERY-th
 * estate, which keeps its contradiction so the site's precedence rules stay exercised.
 */
const CONFLICT_EVERY = 97;

function withAgreeingElectricity(record: EstateRecord): EstateRecord {
  const { technical, certificates } = record;
  const certificate = certificates?.electricity;
  if (!technical) return record;
  if (!certificate)
    return {
      ...record,
      technical: { ...technical, certificateElectricity: null, certificateConformity: null },
    };
  return {
    ...record,
    technical: {
      ...technical,
      certificateElectricity:
        certificate.value === true ? 'OBTAINED' : certificate.value === false ? 'NOT_OBTAINED' : 'UNKNOWN',
      certificateConformity: certificate.conformity ?? null,
    },
  };
}

/** Pets are a question for tenants: one answer, in the general section, the technical one and comfort. */
function withAgreeingPets(record: EstateRecord): EstateRecord {
  const answer = record.general.petsAllowed ?? null;
  const comfort = record.comfort && {
    ...record.comfort,
    pets: answer === null ? null : { value: answer, description: record.comfort.pets?.description ?? null },
  };
  return {
    ...record,
    technical: record.technical && { ...record.technical, petsAllowed: answer },
    comfort,
  };
}

/** The yes/no permission answer says what the building-permit code says. */
function withAgreeingPermission(record: EstateRecord): EstateRecord {
  const { general } = record;
  const license = general.buildingLicense;
  if (!license || !general.permission) return record;
  const granted = license === 'YES' || license === 'BEFORE_1962';
  return { ...record, general: { ...general, permission: { ...general.permission, value: granted } } };
}

const glazingTexts: Record<string, Localized> = {
  SINGLE: inFour('Enkele beglazing', 'Simple vitrage', 'Single glazing', 'Einfachverglasung'),
  DOUBLE: inFour('Dubbele beglazing', 'Double vitrage', 'Double glazing', 'Doppelverglasung'),
  TRIPLE: inFour('Driedubbele beglazing', 'Triple vitrage', 'Triple glazing', 'Dreifachverglasung'),
};

/** The glazing answer's explanation names the glazing the code gives. */
function withAgreeingGlazing(record: EstateRecord): EstateRecord {
  const { comfort } = record;
  const text = comfort?.windowGlazing ? glazingTexts[comfort.windowGlazing] : undefined;
  if (!comfort?.glazing || !text) return record;
  return { ...record, comfort: { ...comfort, glazing: { ...comfort.glazing, description: text } } };
}

const facadesByBuildingType: Record<string, number> = { OPEN: 4, HALF_OPEN: 3, CLOSED: 2 };

/** The agency's façade count (extra field 103) follows the building type; without one it is left out. */
function withFacadesOfBuildingType(record: EstateRecord): EstateRecord {
  const facades = facadesByBuildingType[record.technical?.buildingType ?? ''];
  const extraFields = (record.extraFields ?? []).flatMap((extra) => {
    if (extra.extra_field_autoid !== 103) return [extra];
    return facades ? [{ ...extra, value: facades }] : [];
  });
  return { ...record, extraFields };
}

/** The construction value is the price section's; the general section's copy is left empty. */
function withOneConstructionValue(record: EstateRecord): EstateRecord {
  return { ...record, general: { ...record.general, constructionValue: null } };
}

/** A step of 10 between `from` and `to`, fixed per estate. */
function spread(id: number, salt: number, from: number, to: number): number {
  const steps = Math.floor((to - from) / 10);
  return from + ((id * salt) % (steps + 1)) * 10;
}

/**
 * A heating-oil tank only where the heating burns oil, a rainwater tank with a house, and walking
 * distances for homes (litres and metres, spec §9).
 */
function withTanksAndDistances(record: EstateRecord): EstateRecord {
  const { technical, general } = record;
  if (!technical) return record;
  const id = general.id;
  const home = general.headType.name === 'HOUSE' || general.headType.name === 'APARTMENT';
  const oil = record.comfort?.heatingType === 'OIL';
  return {
    ...record,
    technical: {
      ...technical,
      fuelTankCapacity: oil ? 2000 + (id % 4) * 1000 : null,
      rainwaterTankCapacity: general.headType.name === 'HOUSE' ? (id % 2 === 0 ? 5000 : 10000) : null,
      distancePublicTransport: home ? spread(id, 37, 80, 1200) : null,
      distanceShops: home ? spread(id, 53, 150, 2500) : null,
      distanceSchool: home && id % 3 !== 0 ? spread(id, 71, 200, 3000) : null,
    },
  };
}

export function withConsistentFacts(record: EstateRecord): EstateRecord {
  const agreeing =
    record.general.id % CONFLICT_EVERY === 0
      ? record
      : [
          withAgreeingElectricity,
          withAgreeingPets,
          withAgreeingPermission,
          withAgreeingGlazing,
          withFacadesOfBuildingType,
          withOneConstructionValue,
        ].reduce((current, agree) => agree(current), record);
  return withTanksAndDistances(agreeing);
}
