/*
 * Keep me informed: subscriptions by token, their confirmation mail, and the alerts. The criteria
 * they search by are pure and live in '@/domain/subscriptions', shared with the subscribe form.
 */
import 'server-only';

export { oneClickUnsubscribeUrl, subscriptionEditUrl, subscriptionUnsubscribeUrl } from './links';
export { runConfiguredAlerts } from './run-alerts';
export { getSubscription, saveSubscription, subscribe, subscribeWithin, unsubscribe } from './service';
export type { SubscribeOptions, SubscriptionPlace } from './service';
export type { CancelOutcome, Subscription } from './store';
export { isSubscriptionToken } from './token';
