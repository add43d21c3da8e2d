import 'server-only';
import { subscribeFormSchema, subscriptionEditSchema } from '@/domain/subscriptions';
import type { Locale } from '@/i18n/locales';
import { jsonOk } from '@/server/http/json-response';
import { getSubscription, saveSubscription, subscribe } from '@/server/subscriptions';
import { loadSubscriptionChoices } from '@/server/subscriptions/choices';
import { describeCriteria } from '@/server/subscriptions/criteria-labels';
import { acceptForm } from './accept-form';
import { limitClient } from './form-guards';
import { parseSubscriptionFields, subscriptionNotFound, subscriptionView } from './subscription-fields';

/**
 * POST /{lang}/ajax/notifications: the form pipeline (the captcha is required, the confirmation
 * counts against the limit of mails to the address), then the subscription and its confirmation mail in one step. 201 on success. The answer never
 * carries the token: subscribing an address someone else already subscribed with the same criteria
 * finds that subscription, and its links must reach the mailbox only.
 */
export async function answerSubscribe(request: Request, locale: Locale): Promise<Response> {
  const { fields } = await acceptForm(request, locale, {
    endpoint: 'keep-me-informed',
    form: 'keep-me-informed',
    fields: (body) => parseSubscriptionFields(subscribeFormSchema, body, locale),
    recipients: ({ email }) => ({ email }),
  });
  const choices = await loadSubscriptionChoices(fields.locale);
  await subscribe(
    { email: fields.email, locale: fields.locale, criteria: fields.criteria },
    { criteriaLabels: describeCriteria(fields.criteria, choices, fields.locale) },
  );
  return jsonOk({ ok: true }, { status: 201 });
}

/** GET /{lang}/ajax/notifications/{token}: the active subscription behind the token, else 404. */
export async function answerSubscriptionLookup(
  request: Request,
  locale: Locale,
  token: string,
): Promise<Response> {
  await limitClient(request, 'keep-me-informed-lookup', locale);
  const subscription = await getSubscription(token);
  if (!subscription || subscription.cancelledAt) throw subscriptionNotFound(locale);
  return jsonOk({ subscription: subscriptionView(subscription) });
}

/** PUT /{lang}/ajax/notifications/{token}: saves the edit page; 404 once cancelled. */
export async function answerSubscriptionSave(
  request: Request,
  locale: Locale,
  token: string,
): Promise<Response> {
  const { fields } = await acceptForm(request, locale, {
    endpoint: 'keep-me-informed-edit',
    form: 'keep-me-informed-edit',
    fields: (body) => parseSubscriptionFields(subscriptionEditSchema, body, locale),
  });
  const saved = await saveSubscription(token, fields);
  if (!saved) throw subscriptionNotFound(locale);
  return jsonOk({ subscription: subscriptionView(saved) });
}
