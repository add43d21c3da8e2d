import type { FieldError } from 'react-hook-form';
import { subscriptionErrorKey, type SubscriptionErrorKey } from '@/domain/subscriptions';

/** The visitor's words for a field's failed check, or undefined when the field is fine. */
export function fieldErrorText(
  error: FieldError | undefined,
  path: readonly string[],
  translate: (key: SubscriptionErrorKey) => string,
): string | undefined {
  if (!error?.message) return undefined;
  return translate(subscriptionErrorKey({ path, message: error.message, code: error.type }));
}
