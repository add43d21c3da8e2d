import { z } from 'zod';
import { isSingleLine } from './single-line';

export type { FormErrorKey } from './form-error-keys';

/** The two forms that post to the contact endpoint; each has its own captcha policy on the server. */
export const CONTACT_FORMS = ['property', 'extra-info'] as const;
export type ContactFormKind = (typeof CONTACT_FORMS)[number];

export const CONTACT_LIMITS = { name: 120, email: 200, phone: 40, subject: 120, text: 2000 } as const;

/** Checkbox names that count as a privacy consent (§5: at least one must be ticked). */
export const PRIVACY_CONSENT_FIELDS = ['privacy'] as const;

const optionalTick = z.boolean().optional();

const contactFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'nameRequired')
    .max(CONTACT_LIMITS.name, 'tooLong')
    .refine(isSingleLine, 'singleLine'),
  email: z.string().trim().max(CONTACT_LIMITS.email, 'tooLong').pipe(z.email('emailInvalid')),
  phone: z.string().trim().max(CONTACT_LIMITS.phone, 'tooLong').refine(isSingleLine, 'singleLine').optional(),
  subject: z.string().max(CONTACT_LIMITS.subject, 'tooLong').refine(isSingleLine, 'singleLine').optional(),
  text: z
    .string()
    .trim()
    .min(1, 'textRequired')
    .max(CONTACT_LIMITS.subject + 3 + CONTACT_LIMITS.text, 'tooLong'),
  privacy: optionalTick,
  newsletter: optionalTick,
  estateId: z.number().int('invalid').positive('invalid').optional(),
  'g-recaptcha-response': z.string().max(4000, 'tooLong').optional(),
});

/**
 * The property contact form and the extra-info form, in the browser (zodResolver). The browser
 * validates its own values; the handler validates the payload built from them (below).
 */
export const contactFormSchema = contactFields.refine(hasPrivacyConsent, {
  message: 'privacyRequired',
  path: ['privacy'],
});

/**
 * What the contact endpoint accepts: the payload of `toContactPayload`, where the subject is already
 * folded into the text, unticked boxes are left out, and `form` says which of the two forms sent it.
 */
export const contactRequestSchema = contactFields
  .extend({ form: z.enum(CONTACT_FORMS, 'invalid') })
  .refine(hasPrivacyConsent, { message: 'privacyRequired', path: ['privacy'] });

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormPayload = z.output<typeof contactFormSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;

/** §5: at least one privacy consent box is ticked. */
export function hasPrivacyConsent(values: Partial<Record<string, unknown>>): boolean {
  return PRIVACY_CONSENT_FIELDS.some((field) => values[field] === true);
}

/** §5: a chosen subject other than 0 goes in front of the text, separated by ' | '. */
export function composeText(subject: string | undefined, text: string): string {
  return subject && subject !== '0' ? `${subject} | ${text}` : text;
}

/**
 * The JSON a contact form sends: which form it is, the subject folded into the text, unticked boxes
 * and empty optional fields left out (§5).
 */
export function toContactPayload(values: ContactFormValues, form: ContactFormKind): Record<string, unknown> {
  const { subject, text, ...rest } = values;
  const payload: Record<string, unknown> = { form, text: composeText(subject, text) };
  for (const [key, value] of Object.entries(rest)) {
    if (value === false || value === undefined || value === '') continue;
    payload[key] = value;
  }
  return payload;
}
