import { get, type FieldErrors } from 'react-hook-form';
import type { ValuationFormValues, ValuationStep } from '@/domain/forms/valuation-schema';
import { SERVER_ERROR } from './field-error';
import type { ValuationFormApi, ValuationPath } from './step-props';

/** Every field in the order the steps show them: the first refused one is the one to go to. */
const FIELD_ORDER: readonly ValuationPath[] = [
  'address.street',
  'address.houseNumber',
  'address.box',
  'address.postalCode',
  'address.city',
  'property.type',
  'property.subType',
  'property.bedrooms',
  'property.livingArea',
  'property.condition',
  'plans.intent',
  'plans.timeline',
  'contact.name',
  'contact.email',
  'contact.phone',
  'contact.contactMoment',
  'contact.remarks',
  'contact.privacy',
];

export function firstRefused(errors: FieldErrors<ValuationFormValues>): ValuationPath | null {
  return FIELD_ORDER.find((path) => get(errors, path) !== undefined) ?? null;
}

export function stepOfPath(path: ValuationPath): ValuationStep {
  return path.split('.')[0] as ValuationStep;
}

/**
 * Sets the server's per-field messages (already in the visitor's language) on the form's fields;
 * resolves to the first refused field, or null when none of them is a field of the form.
 */
export function withServerErrors(
  form: ValuationFormApi,
  fields: Record<string, string>,
): ValuationPath | null {
  const refused = FIELD_ORDER.filter((path) => Object.hasOwn(fields, path));
  for (const path of refused) form.setError(path, { type: SERVER_ERROR, message: fields[path] });
  return refused[0] ?? null;
}
