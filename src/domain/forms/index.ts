export {
  CONTACT_FORMS,
  CONTACT_LIMITS,
  PRIVACY_CONSENT_FIELDS,
  composeText,
  contactFormSchema,
  contactRequestSchema,
  hasPrivacyConsent,
  toContactPayload,
} from './contact-form-schema';
export type {
  ContactFormKind,
  ContactFormPayload,
  ContactFormValues,
  ContactRequest,
  FormErrorKey,
} from './contact-form-schema';
