import { z } from 'zod';
import { locales } from '@/i18n/locales';
import {
  consentField,
  visitorEmailField,
  visitorMessageField,
  visitorNameField,
  VISITOR_LIMITS,
} from './visitor-fields';

/** Separators of an address list: the friend field takes exactly one address. */
const ADDRESS_LIST = /[,;\s]/;

const friendEmailField = z
  .string({
    error: (issue) => (Array.isArray(issue.input) ? 'singleFriendEmail' : 'friendEmailInvalid'),
  })
  .trim()
  .max(VISITOR_LIMITS.email, 'tooLong')
  .refine((address) => !ADDRESS_LIST.test(address), 'singleFriendEmail')
  .pipe(z.email('friendEmailInvalid'));

/**
 * The send-to-a-friend form, in the browser (zodResolver) and in the handler (safeParse). `locale`
 * is the friend's language, which the sender picks; the mail is written in it.
 */
export const sendToFriendSchema = z.strictObject({
  name: visitorNameField,
  email: visitorEmailField,
  friendEmail: friendEmailField,
  message: visitorMessageField.optional(),
  locale: z.enum(locales, 'invalid'),
  privacy: consentField,
  estateId: z.number('invalid').int('invalid').positive('invalid'),
});

/** What the handler accepts: the form plus the captcha answer, which is required. */
export const sendToFriendRequestSchema = sendToFriendSchema.extend({
  'g-recaptcha-response': z
    .string({ error: 'captchaRequired' })
    .min(1, 'captchaRequired')
    .max(4000, 'tooLong'),
});

export type SendToFriendValues = z.input<typeof sendToFriendSchema>;
export type SendToFriendPayload = z.output<typeof sendToFriendSchema>;
export type SendToFriendRequest = z.output<typeof sendToFriendRequestSchema>;
