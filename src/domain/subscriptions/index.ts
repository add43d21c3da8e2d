export * from './criteria';
export * from './alert-preferences';
export * from './criteria-match';
export {
  CAPTCHA_FIELD,
  subscribeFormSchema,
  subscriptionEditSchema,
  subscriptionErrorKey,
} from './subscription-form';
export type {
  SubscribeForm,
  SubscribeFormValues,
  SubscriptionChoice,
  SubscriptionEdit,
  SubscriptionEditValues,
  SubscriptionErrorKey,
} from './subscription-form';
