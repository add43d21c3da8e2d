import 'server-only';
import { getDatabase } from '@/server/db';
import type { Database } from '@/server/db/database';
import { siteMailBrand } from '@/server/mail/brand';
import { storeWithMail } from '@/server/mail/delivery';
import type { QueueMail } from '@/server/mail/mail-transaction';
import { subscriptionConfirmationMail, type MailBrand } from '@/server/mail/templates';
import { getSiteId, getSiteUrl } from '@/server/sites/request-site';
import { subscribeRequestSchema, type SubscribeRequest } from '@/domain/subscriptions/criteria';
import { oneClickUnsubscribeUrl, subscriptionEditUrl, subscriptionUnsubscribeUrl } from './links';
import {
  cancelSubscription,
  createSubscription,
  findSameSubscription,
  findSubscription,
  updateSubscription,
  type CancelOutcome,
  type Subscription,
} from './store';

export interface SubscribeOptions {
  /** The criteria in words for the confirmation mail, e.g. {label: 'Gemeenten', value: 'Gent'}. */
  criteriaLabels?: readonly { label: string; value: string }[];
  brand?: MailBrand;
}

/**
 * Where a subscription is made: the site's id at the content service (null while the service cannot
 * say; the alerts find it later by the address), its public address, and the brand its mails carry.
 */
export interface SubscriptionPlace {
  siteId: string | null;
  siteUrl: string;
  brand: MailBrand;
}

/**
 * The subscription and its confirmation mail (with the edit and unsubscribe links), inside the
 * caller's transaction, so a form that does more (a contact request) stores it all or nothing.
 * Subscribing again to the same criteria keeps the one subscription and sends its links again, so a
 * form sent twice never doubles the alerts. The input is parsed again: the last gate before the
 * database.
 */
export async function subscribeWithin(
  tx: Database,
  queueMail: QueueMail,
  request: SubscribeRequest,
  { siteId, siteUrl, brand }: SubscriptionPlace,
  criteriaLabels?: SubscribeOptions['criteriaLabels'],
): Promise<Subscription> {
  // Stored with the subscription: the alerts, sent later outside any request, search and link to it.
  const onSite = { ...subscribeRequestSchema.parse(request), siteId: siteId ?? undefined, siteUrl };
  const subscription = (await findSameSubscription(tx, onSite)) ?? (await createSubscription(tx, onSite));
  const { locale, token } = subscription;
  const mail = subscriptionConfirmationMail({
    locale,
    brand,
    editUrl: subscriptionEditUrl(siteUrl, locale, token),
    unsubscribeUrl: subscriptionUnsubscribeUrl(siteUrl, locale, token),
    criteria: criteriaLabels,
  });
  // The confirmation already belongs to the list: mail programs may offer their own unsubscribe button.
  const headers = {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(siteUrl, locale, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  await queueMail({ ...mail, headers, kind: 'subscription-confirmation', to: subscription.email });
  return subscription;
}

/** A subscription on the site being served, with its confirmation mail (see `subscribeWithin`). */
export async function subscribe(
  request: SubscribeRequest,
  options: SubscribeOptions = {},
): Promise<Subscription> {
  const input = subscribeRequestSchema.parse(request);
  const [siteId, siteUrl] = await Promise.all([getSiteId(), getSiteUrl()]);
  const brand = options.brand ?? (await siteMailBrand());
  return storeWithMail((tx, queueMail) =>
    subscribeWithin(tx, queueMail, input, { siteId, siteUrl, brand }, options.criteriaLabels),
  );
}

/** For the edit and unsubscribe pages: null for an unknown token (a friendly 404). */
export async function getSubscription(token: string): Promise<Subscription | null> {
  return findSubscription(await getDatabase(), token);
}

/** Saves the edit page; null when the token is unknown or the subscription was cancelled. */
export async function saveSubscription(
  token: string,
  changes: Partial<SubscribeRequest>,
): Promise<Subscription | null> {
  const parsed = subscribeRequestSchema.partial().parse(changes);
  return updateSubscription(await getDatabase(), token, parsed);
}

/** Cancels after the visitor confirmed (a POST), or from a mail program's one-click POST. */
export async function unsubscribe(token: string): Promise<CancelOutcome> {
  return cancelSubscription(await getDatabase(), token);
}
