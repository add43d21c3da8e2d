/*
 * Keep me informed: subscriptions by token, their confirmation mail, and the alerts. The criteria
 * schema is also importable on its own ('@/server/subscriptions/criteria'): it is pure, so the
 * subscribe form validates with it too.
 */
import 'server-only';

export * from './criteria';
export { oneClickUnsubscribeUrl, subscriptionEditUrl, subscriptionUnsubscribeUrl } from './links';
export { runConfiguredAlerts } from './run-alerts';
export { getSubscription, saveSubscription, subscribe, subscribeWithin, unsubscribe } from './service';
export type { SubscribeOptions, SubscriptionPlace } from './service';
export type { CancelOutcome, Subscription } from './store';
export { isSubscriptionToken } from './token';
