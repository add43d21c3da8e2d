import { buildingFields } from './fields-building';
import { energyFields } from './fields-energy';
import { generalFields } from './fields-general';
import { moneyFields } from './fields-money';
import { floodFields, planningFields } from './fields-planning';
import type { EstateFieldDefinition } from './field-definition';

/** Every field a detail page can show, keyed like its label. */
export const estateFields = [
  ...generalFields,
  ...buildingFields,
  ...moneyFields,
  ...energyFields,
  ...planningFields,
  ...floodFields,
];

export type EstateFieldKey = (typeof estateFields)[number]['key'];
export type EstateField = EstateFieldDefinition<EstateFieldKey>;

const byKey = new Map<string, EstateField>(estateFields.map((definition) => [definition.key, definition]));

export function estateField(key: EstateFieldKey): EstateField {
  const definition = byKey.get(key);
  if (!definition) throw new Error(`Unknown estate field ${key}`);
  return definition;
}

/** The fields of one label group, e.g. 'planning' or 'comfort', in display order. */
export function fieldsOfGroup(group: string): EstateField[] {
  return estateFields.filter((definition) => definition.key.startsWith(`${group}.`));
}

/** The planning fields, which follow their own visibility rule (spec §5). */
export const planningFieldKeys: ReadonlySet<EstateFieldKey> = new Set(planningFields.map(({ key }) => key));
