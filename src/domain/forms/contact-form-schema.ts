import { z } from 'zod';

/** Message keys of the FormErrors namespace; the schema names its failures by them. */
export type FormErrorKey =
  'nameRequired' | 'emailInvalid' | 'textRequired' | 'privacyRequired' | 'tooLong' | 'invalid';

export const CONTACT_LIMITS = { name: 120, email: 200, phone: 40, subject: 120, text: 2000 } as const;

/** Checkbox names that count as a privacy consent (§5: at least one must be ticked). */
export const PRIVACY_CONSENT_FIELDS = ['privacy'] as const;

const optionalTick = z.boolean().optional();

/**
 * The property contact form, in the browser (zodResolver) and in the handler (safeParse). The
 * browser validates its own values; the handler validates the payload built from them, where the
 * subject is already folded into the text and unticked boxes are left out.
 */
export const contactFormSchema = z
  .object({
    name: z.string().trim().min(1, 'nameRequired').max(CONTACT_LIMITS.name, 'tooLong'),
    email: z.string().trim().max(CONTACT_LIMITS.email, 'tooLong').pipe(z.email('emailInvalid')),
    phone: z.string().trim().max(CONTACT_LIMITS.phone, 'tooLong').optional(),
    subject: z.string().max(CONTACT_LIMITS.subject, 'tooLong').optional(),
    text: z
      .string()
      .trim()
      .min(1, 'textRequired')
      .max(CONTACT_LIMITS.subject + 3 + CONTACT_LIMITS.text, 'tooLong'),
    privacy: optionalTick,
    newsletter: optionalTick,
    estateId: z.number().int('invalid').positive('invalid').optional(),
    'g-recaptcha-response': z.string().max(4000, 'tooLong').optional(),
  })
  .refine(hasPrivacyConsent, { message: 'privacyRequired', path: ['privacy'] });

export type ContactFormValues = z.input<typeof contactFormSchema>;
export type ContactFormPayload = z.output<typeof contactFormSchema>;

/** §5: at least one privacy consent box is ticked. */
export function hasPrivacyConsent(values: Partial<Record<string, unknown>>): boolean {
  return PRIVACY_CONSENT_FIELDS.some((field) => values[field] === true);
}

/** §5: a chosen subject other than 0 goes in front of the text, separated by ' | '. */
export function composeText(subject: string | undefined, text: string): string {
  return subject && subject !== '0' ? `${subject} | ${text}` : text;
}

/**
 * The JSON a contact form sends: the subject folded into the text, unticked boxes and empty
 * optional fields left out (§5).
 */
export function toContactPayload(values: ContactFormValues): Record<string, unknown> {
  const { subject, text, ...rest } = values;
  const payload: Record<string, unknown> = { text: composeText(subject, text) };
  for (const [key, value] of Object.entries(rest)) {
    if (value === false || value === undefined || value === '') continue;
    payload[key] = value;
  }
  return payload;
}
