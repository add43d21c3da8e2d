import 'server-only';
import type { z } from 'zod';
import { subscriptionErrorKey } from '@/domain/subscriptions';
import type { Locale } from '@/i18n/locales';
import { errorCodes, RouteError, type FieldMessages } from '@/server/http/route-error';
import { subscriptionsTranslator } from '@/server/subscriptions/criteria-labels';
import type { Subscription } from '@/server/subscriptions';

/** The fields by a subscription schema, or a 400 with per-field messages in the visitor's language. */
export function parseSubscriptionFields<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  locale: Locale,
): z.output<Schema> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const t = subscriptionsTranslator(locale);
  const fields: FieldMessages = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'input';
    fields[field] ??= t(`SubscriptionErrors.${subscriptionErrorKey(issue)}`);
  }
  const [message = t('SubscriptionErrors.invalid')] = Object.values(fields);
  throw new RouteError(400, errorCodes.invalidInput, message, fields);
}

/** 404 in the visitor's language: an unknown token and a cancelled subscription look the same. */
export function subscriptionNotFound(locale: Locale): RouteError {
  return new RouteError(
    404,
    errorCodes.notFound,
    subscriptionsTranslator(locale)('SubscriptionErrors.notFound'),
  );
}

/** What the edit page needs; ids and dates stay on the server. */
export function subscriptionView(subscription: Subscription) {
  return { email: subscription.email, locale: subscription.locale, criteria: subscription.criteria };
}
