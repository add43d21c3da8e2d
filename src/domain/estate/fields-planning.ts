import { field } from './field-definition';

/** Planning information ("stedenbouwkundige inlichtingen"): what a seller must disclose in Flanders. */
export const planningFields = [
  field(
    'planning.destination_zone',
    'code',
    (record) => record.general.townPlanningValue,
    'recentDestination',
  ),
  field('planning.destination', 'yesNo', (record) => record.general.destination),
  field('planning.violation', 'code', (record) => record.general.townPlanningViolation, 'planning'),
  field('planning.building_permit', 'code', (record) => record.general.buildingLicense, 'planning'),
  field('planning.permission', 'yesNo', (record) => record.general.permission),
  field('planning.subdivision_permit', 'code', (record) => record.general.allocationLicense, 'planning'),
  field('planning.preemption_right', 'code', (record) => record.general.presaleRight, 'planning'),
  field('planning.priority_purchase', 'yesNo', (record) => record.general.priorityPurchase),
  field('planning.as_built_certificate', 'code', (record) => record.general.certificateAsBuilt, 'planning'),
  field('planning.heritage_protected', 'code', (record) => record.general.heritageProtected, 'planning'),
  field('planning.heritage_inventoried', 'code', (record) => record.general.heritageInventoried, 'planning'),
  field(
    'planning.renovation_obligation',
    'code',
    (record) => record.general.renovationObligation,
    'planning',
  ),
  field('planning.proceeding', 'yesNo', (record) => record.general.proceeding),
  field('planning.provision', 'yesNo', (record) => record.general.provision),
];

/** Flood information: the scores of the water test and the flood-sensitivity of the site. */
export const floodFields = [
  field('flood_information.building_score', 'code', (record) => record.general.floodingBuildingScore),
  field('flood_information.parcel_score', 'code', (record) => record.general.floodingParcelScore),
  field('flood_information.sensitivity', 'text', (record) => record.technical?.oLevelSensitivity),
  field('flood_information.zone', 'text', (record) => record.technical?.oLevelZone),
];
