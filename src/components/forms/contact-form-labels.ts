import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { FormErrorKey } from '@/domain/forms';
import type { Locale } from '@/i18n/locales';
import { getFormAgreements } from '@/server/agreements';
import type { FormAgreements } from '@/display/forms/consent-types';

/** Every text the contact form shows, translated on the server and handed to the client island. */
export type ContactFormLabels = {
  heading: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  text: string;
  privacy: string;
  newsletter: string;
  submit: string;
  sending: string;
  failure: string;
  moreInfo: string;
  modalTitle: string;
  close: string;
  captchaRequired: string;
  subjects: { value: string; label: string }[];
  errors: Record<FormErrorKey, string>;
  /** The consent texts of the content service (privacy, terms, marketing). */
  agreements: FormAgreements;
};

export async function getContactFormLabels(locale: Locale): Promise<ContactFormLabels> {
  const [t, e, agreements] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactForm' }),
    getTranslations({ locale, namespace: 'FormErrors' }),
    getFormAgreements(locale),
  ]);
  return {
    heading: t('heading'),
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    subject: t('subject'),
    text: t('text'),
    privacy: t('privacy'),
    newsletter: t('newsletter'),
    submit: t('submit'),
    sending: t('sending'),
    failure: t('failure'),
    moreInfo: t('moreInfo'),
    modalTitle: t('modalTitle'),
    close: t('close'),
    captchaRequired: t('captchaRequired'),
    // The chosen subject's text itself goes in front of the message (§5); 0 means none.
    subjects: [
      { value: '0', label: t('subjectNone') },
      { value: t('subjectVisit'), label: t('subjectVisit') },
      { value: t('subjectInfo'), label: t('subjectInfo') },
    ],
    errors: {
      nameRequired: e('nameRequired'),
      emailInvalid: e('emailInvalid'),
      textRequired: e('textRequired'),
      privacyRequired: e('privacyRequired'),
      singleLine: e('singleLine'),
      tooLong: e('tooLong'),
      invalid: e('invalid'),
    },
    agreements,
  };
}
