import 'server-only';
import type { Locale } from '@/i18n/locales';
import { jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { checkFormRateLimit, clientAddress } from '@/server/rate-limit';
import { unsubscribe } from '@/server/subscriptions';
import { subscriptionsTranslator } from '@/server/subscriptions/criteria-labels';
import { formsTranslator } from './form-messages';
import { MAX_FORM_BODY_BYTES, readFormRequest } from './request-guards';
import { subscriptionNotFound } from './subscription-fields';

const ONE_CLICK_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * RFC 8058: a mail program unsubscribes with a POST whose form body is `List-Unsubscribe=One-Click`.
 * It sends no Origin of this site, so only size, rate and body are checked: the unguessable token in
 * the URL is what proves the request comes from the mailbox.
 */
async function readOneClickRequest(request: Request, locale: Locale): Promise<void> {
  const forms = formsTranslator(locale);
  const declared = Number(request.headers.get('content-length') ?? 0);
  const text = declared > MAX_FORM_BODY_BYTES ? null : await request.text();
  if (text === null || new TextEncoder().encode(text).length > MAX_FORM_BODY_BYTES) {
    throw new RouteError(413, 'payload_too_large', forms('FormErrors.tooLarge'));
  }
  const verdict = await checkFormRateLimit('keep-me-informed-one-click', clientAddress(request.headers));
  if (!verdict.allowed) {
    throw new RouteError(
      429,
      'too_many_requests',
      forms('FormErrors.tooMany'),
      undefined,
      verdict.retryAfterSeconds,
    );
  }
  if (new URLSearchParams(text).get('List-Unsubscribe') !== 'One-Click') {
    const message = subscriptionsTranslator(locale)('SubscriptionErrors.oneClickOnly');
    throw new RouteError(400, errorCodes.invalidInput, message, { 'List-Unsubscribe': message });
  }
}

/**
 * POST /{lang}/ajax/notifications/unsubscribe/{token}: the unsubscribe page's confirmation (JSON,
 * from this site) or a mail program's one-click request. Only a POST cancels: the page itself and a
 * mail scanner following the link with GET change nothing.
 */
export async function answerUnsubscribe(request: Request, locale: Locale, token: string): Promise<Response> {
  if (ONE_CLICK_TYPE.test(request.headers.get('content-type') ?? '')) {
    await readOneClickRequest(request, locale);
  } else {
    await readFormRequest(request, 'keep-me-informed-cancel', locale);
  }
  const outcome = await unsubscribe(token);
  if (outcome === 'unknown') throw subscriptionNotFound(locale);
  return jsonOk({ outcome });
}
