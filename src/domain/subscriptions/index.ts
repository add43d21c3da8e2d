export * from './criteria';
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
