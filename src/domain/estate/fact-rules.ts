import { headTypeIds, type EstateRecord } from '@/content-api/schemas';
import type { EstateFieldKey } from './fields';

/*
 * One value per fact. The record states some facts twice, in fields filled at different times or by
 * different screens of the agency's software; showing both lets them contradict each other ("Keuring
 * elektriciteit: Niet verkregen" next to "Keuringsattest: Ja"). For each such fact the fields are
 * listed by precedence: the first that holds an answer is shown and the others are not. The richer
 * field comes first — the one that carries an explanation or the legal wording.
 */
export interface SameFactRule {
  fact: string;
  fields: readonly EstateFieldKey[];
}

export const sameFactRules: readonly SameFactRule[] = [
  {
    // The certificate block carries the answer, its conformity and its information; the technical
    // codes are the older summary of the same inspection.
    fact: 'electrical inspection',
    fields: ['certification.electricity_certificate', 'certification.electricity_certification'],
  },
  {
    fact: 'electrical conformity',
    fields: ['certification.electricity_conformity', 'certification.certificate_conformity'],
  },
  {
    // The comfort answer carries the agency's explanation ("small pets on request").
    fact: 'pets allowed',
    fields: ['comfort.pets', 'general.pets_allowed'],
  },
  {
    // The planning code is the legal disclosure (it knows "pending" and "before 1962"); the yes/no
    // permission answer stands in only where that code is missing.
    fact: 'building permit',
    fields: ['planning.building_permit', 'planning.permission'],
  },
  {
    // The glazing code says single, double or triple; the yes/no answer only that there is glazing.
    fact: 'glazing',
    fields: ['construction.window_glazing', 'comfort.glazing'],
  },
  {
    // The price section's construction value is the one the sale is made of.
    fact: 'construction value',
    fields: ['financial.construction_price', 'financial.construction_value'],
  },
];

const livingSpaceFacts: readonly EstateFieldKey[] = [
  'general.bedrooms_count',
  'layout.bathrooms_count',
  'layout.toilets_count',
  'comfort.kitchen_type',
  'comfort.bathroom_type',
];

const buildingFacts: readonly EstateFieldKey[] = [
  ...livingSpaceFacts,
  'general.living_area_surface',
  'general.furnished',
  'layout.garages_count',
  'layout.terraces_count',
  'layout.terrace_surface',
  'construction.construction_year',
  'construction.renovation_year',
  'construction.construction_type',
  'construction.condition',
  'construction.elevator',
  'construction.roof_type',
  'construction.carpentry',
  'construction.window_glazing',
  'comfort.glazing',
  'comfort.shutters',
  'comfort.heating',
  'comfort.heating_type',
  'comfort.common_heating',
  'comfort.fuel_tank_capacity',
];

/**
 * Facts that do not apply to an estate's head type, whatever the record says: a garage has no
 * bedrooms, a plot no building. Houses, apartments and projects keep every fact.
 */
export function factsNotApplying(record: EstateRecord): readonly EstateFieldKey[] {
  const { id, name } = record.general.headType;
  if (id === headTypeIds.PLOT || name === 'PLOT') return buildingFacts;
  if (id === headTypeIds.GARAGE || name === 'GARAGE') return livingSpaceFacts;
  if (id === headTypeIds.COMMERCIAL || name === 'COMMERCIAL') return ['general.bedrooms_count'];
  return [];
}
