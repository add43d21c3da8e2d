import 'server-only';
import type { Locale } from '@/i18n/locales';
import { jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { unsubscribe } from '@/server/subscriptions';
import { subscriptionsTranslator } from '@/server/subscriptions/criteria-labels';
import { acceptForm } from './accept-form';
import { limitClient, readLimitedBody } from './form-guards';
import { subscriptionNotFound } from './subscription-fields';

const ONE_CLICK_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * RFC 8058: a mail program unsubscribes with a POST whose form body is `List-Unsubscribe=One-Click`.
 * It sends no Origin of this site, so only size, rate and body are checked: the unguessable token in
 * the URL is what proves the request comes from the mailbox.
 */
async function readOneClickRequest(request: Request, locale: Locale): Promise<void> {
  await limitClient(request, 'keep-me-informed-one-click', locale);
  const text = await readLimitedBody(request, locale);
  if (new URLSearchParams(text).get('List-Unsubscribe') !== 'One-Click') {
    const message = subscriptionsTranslator(locale)('SubscriptionErrors.oneClickOnly');
    throw new RouteError(errorCodes.invalidInput, message, { 'List-Unsubscribe': message });
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
    await acceptForm(request, locale, {
      endpoint: 'keep-me-informed-cancel',
      form: 'keep-me-informed-cancel',
      fields: () => ({}),
    });
  }
  const outcome = await unsubscribe(token);
  if (outcome === 'unknown') throw subscriptionNotFound(locale);
  return jsonOk({ outcome });
}
