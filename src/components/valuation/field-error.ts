import type { FieldError } from 'react-hook-form';
import { isValuationErrorKey, type ValuationErrorKey } from '@/domain/forms/valuation-error-keys';

/** A refusal the server worded itself (in the visitor's language), set on its field as it came. */
export const SERVER_ERROR = 'server';

/** The visitor's words for a field's failed check, or undefined when the field is fine. */
export function fieldErrorText(
  error: FieldError | undefined,
  translate: (key: ValuationErrorKey) => string,
): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR) return error.message;
  return translate(isValuationErrorKey(error.message) ? error.message : 'invalid');
}

/** A field's id from its path: 'property.bedrooms' -> 'valuation-property-bedrooms'. */
export const fieldId = (path: string) => `valuation-${path.replace(/\./g, '-')}`;
