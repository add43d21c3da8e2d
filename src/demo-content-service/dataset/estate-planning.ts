import type { EstateRecord } from '@/content-api/schemas';
import { inFour } from '../localized';
import type { EstateFacts } from './estate-facts';
import { rentalStatuses } from './transactions';

type General = EstateRecord['general'];
type PlanningFields = Pick<
  General,
  | 'townPlanningValue'
  | 'townPlanningViolation'
  | 'buildingLicense'
  | 'allocationLicense'
  | 'presaleRight'
  | 'certificateAsBuilt'
  | 'heritageProtected'
  | 'heritageInventoried'
  | 'renovationObligation'
  | 'floodingBuildingScore'
  | 'floodingParcelScore'
  | 'asbestosInventory'
  | 'asbestosCertificate'
  | 'permission'
  | 'proceeding'
  | 'destination'
  | 'provision'
  | 'priorityPurchase'
>;

const permitGranted = inFour(
  'Stedenbouwkundige vergunning afgeleverd',
  'Permis d’urbanisme délivré',
  'Planning permission granted',
  'Baugenehmigung erteilt',
);
const residentialZone = inFour('Woongebied', 'Zone d’habitat', 'Residential area', 'Wohngebiet');
const installationCompliant = inFour(
  'Keuring conform AREI',
  'Installation conforme au RGIE',
  'Installation inspected and compliant with the AREI/RGIE',
  'Anlage geprüft und AREI/RGIE-konform',
);
const installationNotCompliant = inFour(
  'Niet conform, werken nodig binnen 18 maanden',
  'Non conforme, travaux à prévoir dans les 18 mois',
  'Not compliant: works needed within 18 months',
  'Nicht konform, Arbeiten innerhalb von 18 Monaten erforderlich',
);

function zoneFor(facts: EstateFacts): string {
  if (facts.subType.code === 'MEADOW') return 'AG';
  if (facts.subType.code === 'WOOD') return 'BG';
  if (facts.headType.code === 'COMMERCIAL') return facts.random.pick(['WG', 'IGB', 'GG']);
  return facts.random.pick(['WG', 'WG', 'WGL', 'WP', 'WCHE']);
}

/**
 * Planning information ("stedenbouwkundige inlichtingen"). Wallonia publishes less of it: some answers
 * are left empty there, so the site's Walloon display rules (spec §5) get exercised.
 */
export function buildPlanning(facts: EstateFacts): PlanningFields {
  const { random } = facts;
  const walloon = facts.municipality.region === 'wallonia';
  const flemish = facts.municipality.region === 'flanders';
  const old = facts.constructionYear < 1962;
  const emptyInWallonia = <T>(value: T): T | null => (walloon && random.chance(0.6) ? null : value);
  const score = () => random.pick(['A', 'A', 'B', 'B', 'C', 'D']);
  return {
    townPlanningValue: emptyInWallonia(zoneFor(facts)),
    townPlanningViolation: emptyInWallonia('NO'),
    buildingLicense: facts.newBuilding ? 'PENDING' : old ? 'BEFORE_1962' : 'YES',
    allocationLicense: random.pick(['NO', 'NO', 'YES']),
    presaleRight: emptyInWallonia(random.pick(['NO', 'NO', 'YES'])),
    certificateAsBuilt: walloon ? null : facts.newBuilding ? 'YES' : random.pick(['NO', 'UNKNOWN']),
    heritageProtected: 'NO',
    heritageInventoried: walloon ? null : old ? random.pick(['YES', 'NO']) : 'NO',
    renovationObligation: flemish && old ? 'YES' : 'NO',
    floodingBuildingScore: walloon ? null : score(),
    floodingParcelScore: walloon ? null : score(),
    asbestosInventory: flemish && facts.constructionYear < 2001 ? 'YES' : null,
    asbestosCertificate: flemish && facts.constructionYear < 2001 ? random.pick(['YES', 'NO']) : null,
    permission: {
      value: !facts.newBuilding || random.chance(0.5),
      description: permitGranted,
    },
    proceeding: { value: false, description: null },
    destination: { value: true, description: residentialZone },
    provision: { value: random.chance(0.1), description: null },
    priorityPurchase: { value: random.chance(0.05), description: null },
  };
}

export function buildCertificates(facts: EstateFacts): EstateRecord['certificates'] {
  if (facts.headType.code === 'PLOT') return null;
  const conform = facts.random.chance(0.75);
  return {
    electricity: {
      value: facts.random.chance(0.9) ? true : null,
      conformity: conform ? 'VALID' : 'INVALID',
      description: conform ? installationCompliant : installationNotCompliant,
    },
  };
}

/** 21 % for most new builds; 6 % (social housing, demolition and rebuilding) and 12 % now and then. */
export function constructionVatRate(id: number): number {
  if (id % 10 === 3) return 6;
  if (id % 10 === 7) return 12;
  return 21;
}

/** Part of the new builds for sale sell under VAT: the site then hides price details and notary costs. */
export function buildFinancial(facts: EstateFacts): EstateRecord['financial'] {
  const rental = rentalStatuses.includes(facts.status);
  const vatRegime = facts.newBuilding && facts.random.chance(0.7) && !rental;
  const publicSale = !rental && !vatRegime && facts.random.chance(0.04);
  return {
    vatRegime,
    vatRate: facts.newBuilding && !rental ? constructionVatRate(facts.id) : null,
    notaryCostTotal: rental || vatRegime ? null : Math.round(facts.price * 0.125),
    settingPrice: publicSale ? Math.round((facts.price * 0.8) / 1000) * 1000 : null,
    sessionDate: publicSale ? '2026-12-08' : null,
  };
}
