import type { EstateRecord } from '@/content-api/schemas';
import {
  isAddressVisible,
  isAsBuiltCertificateShown,
  isFloodScoreShown,
  isHeritageInventoryShown,
  isHiddenValue,
  isPlanningValueShown,
  isPlot,
  isRentalStatus,
  isUnknownSurface,
  isVatRegime,
  townPlanningViolationText,
} from './display-rules';
import { factsNotApplying, sameFactRules } from './fact-rules';
import {
  estateField,
  estateFields,
  planningFieldKeys,
  type EstateField,
  type EstateFieldKey,
} from './fields';

/** The parts of the address that pinpoint the estate; zip and city always show. */
export const addressFieldKeys: readonly EstateFieldKey[] = ['general.address', 'general.geo_location'];

/** The electrical certificate with its conformity and information, and the technical certificate codes. */
export const electricalCertificateFieldKeys: readonly EstateFieldKey[] = [
  'certification.electricity_certificate',
  'certification.electricity_conformity',
  'certification.electricity_information',
  'certification.electricity_certification',
  'certification.certificate_conformity',
];

/** Hidden for TO_RENT and RENTED (spec §5): these disclosures belong to a sale. */
export const rentalHiddenFieldKeys: readonly EstateFieldKey[] = [
  ...electricalCertificateFieldKeys,
  'planning.building_permit',
  'planning.permission',
  'planning.destination_zone',
  'planning.destination',
  'planning.proceeding',
  'planning.subdivision_permit',
  'planning.as_built_certificate',
];

/**
 * Hidden under the VAT regime (spec §5): price, land price, infrastructure price and notary cost
 * total, and the price per m², which would give the hidden price away.
 */
export const vatHiddenFieldKeys: readonly EstateFieldKey[] = [
  'financial.price',
  'financial.price_per_square_meter',
  'financial.land_price',
  'financial.infrastructure_price',
  'notary_cost.total',
];

/** A rent per m² of living area means nothing to a tenant: it is not shown for rentals. */
export const rentalPriceHiddenFieldKeys: readonly EstateFieldKey[] = ['financial.price_per_square_meter'];

/** Whether a field's own value hides it: the emptiness rule, with the planning and surface exceptions. */
function hiddenByValue(record: EstateRecord, definition: EstateField): boolean {
  const value = definition.read(record);
  if (definition.key === 'planning.violation' && townPlanningViolationText(record)) return false;
  if (planningFieldKeys.has(definition.key)) return !isPlanningValueShown(record, value);
  if ((definition.kind === 'area' || definition.kind === 'size') && isUnknownSurface(value)) return false;
  return isHiddenValue(value);
}

/** Every display rule of spec §5 applied to one record: the keys of the fields it must not show. */
export function hiddenFields(record: EstateRecord): ReadonlySet<EstateFieldKey> {
  const hidden = new Set<EstateFieldKey>();
  const hide = (keys: readonly EstateFieldKey[]) => keys.forEach((key) => hidden.add(key));
  for (const definition of estateFields) if (hiddenByValue(record, definition)) hidden.add(definition.key);
  const { general } = record;
  if (!isAddressVisible(record)) hide(addressFieldKeys);
  if (!isAsBuiltCertificateShown(record)) hide(['planning.as_built_certificate']);
  if (!isHeritageInventoryShown(record)) hide(['planning.heritage_inventoried']);
  if (!isFloodScoreShown(record, general.floodingBuildingScore)) hide(['flood_information.building_score']);
  if (!isFloodScoreShown(record, general.floodingParcelScore)) hide(['flood_information.parcel_score']);
  if (isRentalStatus(record)) hide(rentalHiddenFieldKeys);
  if (isPlot(record)) hide(electricalCertificateFieldKeys);
  if (isVatRegime(record)) hide(vatHiddenFieldKeys);
  if (isRentalStatus(record)) hide(rentalPriceHiddenFieldKeys);
  hide(factsNotApplying(record));
  hideRepeatedFacts(record, hidden);
  return hidden;
}

/** Of the fields stating one fact (`sameFactRules`), only the first with an answer stays. */
function hideRepeatedFacts(record: EstateRecord, hidden: Set<EstateFieldKey>): void {
  for (const { fields } of sameFactRules) {
    const answered = fields.find((key) => !hidden.has(key) && !isHiddenValue(estateField(key).read(record)));
    if (answered) fields.filter((key) => key !== answered).forEach((key) => hidden.add(key));
  }
}

/**
 * The fields a record shows, in display order, optionally of one label group ('planning'); what a
 * detail tab iterates over.
 */
export function visibleFields(record: EstateRecord, group?: string): EstateField[] {
  const hidden = hiddenFields(record);
  return estateFields.filter(
    (definition) => !hidden.has(definition.key) && (!group || definition.key.startsWith(`${group}.`)),
  );
}

export function isFieldShown(record: EstateRecord, key: EstateFieldKey): boolean {
  return !hiddenFields(record).has(key);
}
