export {
  CONTACT_LIMITS,
  PRIVACY_CONSENT_FIELDS,
  composeText,
  contactFormSchema,
  hasPrivacyConsent,
  toContactPayload,
} from './contact-form-schema';
export type { ContactFormPayload, ContactFormValues, FormErrorKey } from './contact-form-schema';
