import type { FieldError } from 'react-hook-form';
import { subscriptionErrorKey } from '@/domain/subscriptions';
import type { SubscriptionFormLabels } from './subscription-form-labels';

/** The visitor's words for a field's failed check, or undefined when the field is fine. */
export function fieldErrorText(
  error: FieldError | undefined,
  path: readonly string[],
  labels: SubscriptionFormLabels['errors'],
): string | undefined {
  if (!error?.message) return undefined;
  return labels[subscriptionErrorKey({ path, message: error.message, code: error.type })];
}
