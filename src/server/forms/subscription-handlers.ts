import 'server-only';
import { CAPTCHA_FIELD, subscribeFormSchema, subscriptionEditSchema } from '@/domain/subscriptions';
import type { Locale } from '@/i18n/locales';
import { verifyCaptcha } from '@/server/captcha';
import { jsonOk } from '@/server/http/json-response';
import { RouteError } from '@/server/http/route-error';
import { checkFormRateLimit, clientAddress } from '@/server/rate-limit';
import { getSubscription, saveSubscription, subscribe } from '@/server/subscriptions';
import { loadSubscriptionChoices } from '@/server/subscriptions/choices';
import { describeCriteria, subscriptionsTranslator } from '@/server/subscriptions/criteria-labels';
import { formsTranslator } from './form-messages';
import { readFormRequest } from './request-guards';
import { parseSubscriptionFields, subscriptionNotFound, subscriptionView } from './subscription-fields';

/**
 * POST /{lang}/ajax/notifications: the request guards, the fields (consent included), the captcha,
 * then the subscription and its confirmation mail in one step. 201 on success. The answer never
 * carries the token: subscribing an address someone else already subscribed with the same criteria
 * finds that subscription, and its links must reach the mailbox only.
 */
export async function answerSubscribe(request: Request, locale: Locale): Promise<Response> {
  const body = await readFormRequest(request, 'keep-me-informed', locale);
  const fields = parseSubscriptionFields(subscribeFormSchema, body, locale);
  const verdict = await verifyCaptcha(fields[CAPTCHA_FIELD], clientAddress(request.headers));
  if (!verdict.ok) {
    const message = subscriptionsTranslator(locale)('SubscriptionErrors.captchaRequired');
    throw new RouteError(400, 'captcha_failed', message, { [CAPTCHA_FIELD]: message });
  }
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
  const verdict = await checkFormRateLimit('keep-me-informed-lookup', clientAddress(request.headers));
  if (!verdict.allowed) {
    const message = formsTranslator(locale)('FormErrors.tooMany');
    throw new RouteError(429, 'too_many_requests', message, undefined, verdict.retryAfterSeconds);
  }
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
  const body = await readFormRequest(request, 'keep-me-informed-edit', locale);
  const fields = parseSubscriptionFields(subscriptionEditSchema, body, locale);
  const saved = await saveSubscription(token, fields);
  if (!saved) throw subscriptionNotFound(locale);
  return jsonOk({ subscription: subscriptionView(saved) });
}
