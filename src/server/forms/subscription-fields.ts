import 'server-only';
import type { z } from 'zod';
import { subscriptionErrorKey } from '@/domain/subscriptions';
import type { Locale } from '@/i18n/locales';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { subscriptionsTranslator } from '@/server/subscriptions/criteria-labels';
import type { Subscription } from '@/server/subscriptions';
import { parseFields } from './parse-fields';

/** The fields by a subscription schema, or a 400 with per-field messages in the visitor's language. */
export function parseSubscriptionFields<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
  locale: Locale,
): z.output<Schema> {
  return parseFields(schema, body, () => {
    const t = subscriptionsTranslator(locale);
    return {
      messageOf: (issue) => t(`SubscriptionErrors.${subscriptionErrorKey(issue)}`),
      invalid: t('SubscriptionErrors.invalid'),
    };
  });
}

/** 404 in the visitor's language: an unknown token and a cancelled subscription look the same. */
export function subscriptionNotFound(locale: Locale): RouteError {
  return new RouteError(errorCodes.notFound, subscriptionsTranslator(locale)('SubscriptionErrors.notFound'));
}

/** What the edit page needs; ids and dates stay on the server. */
export function subscriptionView(subscription: Subscription) {
  const { email, locale, criteria, alerts } = subscription;
  return { email, locale, criteria, alerts };
}
