import { z } from 'zod';
import { hasPrivacyConsent } from '@/domain/forms';
import { alertPreferencesSchema, defaultAlertPreferences } from './alert-preferences';
import { subscriptionCriteriaSchema, subscriptionLocaleSchema } from './criteria';

/** One tick box of the form (a type, a transaction); a name shared by two data sources covers both ids. */
export type SubscriptionChoice = { label: string; ids: number[] };

export const CAPTCHA_FIELD = 'g-recaptcha-response';
const EMAIL_MAX_LENGTH = 254;

/** Message keys of the SubscriptionErrors namespace; the schemas name their failures by them. */
export type SubscriptionErrorKey =
  | 'emailInvalid'
  | 'privacyRequired'
  | 'priceOrder'
  | 'tooLong'
  | 'captchaRequired'
  | 'kindsRequired'
  | 'invalid';

const errorKeys: readonly string[] = [
  'emailInvalid',
  'kindsRequired',
  'privacyRequired',
  'priceOrder',
  'tooLong',
  'captchaRequired',
  'invalid',
] satisfies SubscriptionErrorKey[];

const email = z.string().trim().max(EMAIL_MAX_LENGTH, 'tooLong').pipe(z.email('emailInvalid'));

/**
 * The edit page: address, language, criteria, and which news how often (the subscribe form leaves
 * those at their defaults). The token in the URL is the proof of ownership.
 */
export const subscriptionEditSchema = z.object({
  email,
  locale: subscriptionLocaleSchema,
  criteria: subscriptionCriteriaSchema,
  alerts: alertPreferencesSchema.default(defaultAlertPreferences),
});

/**
 * The subscribe form, in the browser (zodResolver) and in the handler (safeParse): the edit fields
 * plus the privacy consent (the contact forms' rule, spec §5) and the captcha answer.
 */
export const subscribeFormSchema = subscriptionEditSchema
  .extend({
    privacy: z.boolean().optional(),
    [CAPTCHA_FIELD]: z.string().max(4000, 'tooLong').optional(),
  })
  .refine(hasPrivacyConsent, { message: 'privacyRequired', path: ['privacy'] });

export type SubscriptionEditValues = z.input<typeof subscriptionEditSchema>;
export type SubscriptionEdit = z.output<typeof subscriptionEditSchema>;
export type SubscribeFormValues = z.input<typeof subscribeFormSchema>;
export type SubscribeForm = z.output<typeof subscribeFormSchema>;

/**
 * The message key of a failed check. The criteria schema words its own failures; its one custom
 * rule (minimum above maximum price) is recognised by where and how it fails.
 */
export function subscriptionErrorKey(issue: {
  path: readonly PropertyKey[];
  message: string;
  code?: string;
}): SubscriptionErrorKey {
  if (errorKeys.includes(issue.message)) return issue.message as SubscriptionErrorKey;
  if (issue.code === 'custom' && issue.path.at(-1) === 'priceMax') return 'priceOrder';
  return 'invalid';
}
