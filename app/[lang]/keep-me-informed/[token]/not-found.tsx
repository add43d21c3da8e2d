// An unknown or cancelled token: the subscription's own friendly 404, not the generic one.
export { SubscriptionNotFound as default } from '@/components/subscriptions/SubscriptionNotFound';
