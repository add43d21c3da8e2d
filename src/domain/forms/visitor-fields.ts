import { z } from 'zod';
import { isSingleLine } from './single-line';

export const VISITOR_LIMITS = { name: 80, email: 200, phone: 40, message: 500 } as const;

/** A link in a visitor's words: mails of the agency never carry addresses a stranger chose. */
const LINK = /(https?:\/\/|www\.|<\/?[a-z])/i;
/** Angle brackets have no place in a name (control characters are refused as not one line). */
const NOT_A_NAME = /[<>]/;

export const visitorNameField = z
  .string({ error: 'nameRequired' })
  .trim()
  .min(1, 'nameRequired')
  .max(VISITOR_LIMITS.name, 'tooLong')
  .refine(isSingleLine, 'singleLine')
  .refine((name) => !NOT_A_NAME.test(name) && !LINK.test(name), 'nameInvalid');

export const visitorEmailField = z
  .string({ error: 'emailInvalid' })
  .trim()
  .max(VISITOR_LIMITS.email, 'tooLong')
  .pipe(z.email('emailInvalid'));

export const visitorPhoneField = z
  .string({ error: 'phoneInvalid' })
  .trim()
  .max(VISITOR_LIMITS.phone, 'tooLong')
  .refine(isSingleLine, 'singleLine')
  .refine((phone) => phone === '' || /^\+?[\d\s()./-]{6,}$/.test(phone), 'phoneInvalid');

/** The privacy consent: a ticked box, nothing else. */
export const consentField = z
  .boolean({ error: 'privacyRequired' })
  .refine((ticked) => ticked, 'privacyRequired');

/** A short personal note, plain text, without links. */
export const visitorMessageField = z
  .string({ error: 'invalid' })
  .trim()
  .max(VISITOR_LIMITS.message, 'messageTooLong')
  .refine((message) => !LINK.test(message), 'messageNoLinks');
