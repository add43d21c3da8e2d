'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import {
  contactFormSchema,
  toContactPayload,
  type ContactFormPayload,
  type ContactFormValues,
} from '@/domain/forms';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';
import { useRouter } from '@/i18n/navigation';
import { ContactFields } from './ContactFields';
import type { FormAgreements } from '@/display/forms/consent-types';
import { FormAlert } from './FormAlert';
import { useFormSubmission } from './use-form-submission';
import styles from './ContactForm.module.css';

type Props = {
  locale: Locale;
  estateId?: number;
  agreements: FormAgreements;
};

export const emptyContactForm: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '0',
  text: '',
  privacy: false,
  newsletter: false,
};

/**
 * The contact form of a detail page: idle, loading while it sends, then either off to the
 * thank-you page (the form reset) or a danger alert, and the visitor may try again.
 */
export function PropertyContactForm({ locale, estateId, agreements }: Props) {
  const t = useTranslations('ContactForm');
  const router = useRouter();
  const action = ajaxPath(locale, 'contact');
  const { submission, send } = useFormSubmission();
  const form = useForm<ContactFormValues, unknown, ContactFormPayload>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
    shouldFocusError: true,
  });

  const submit = form.handleSubmit(async (values) => {
    const body = toContactPayload({ ...values, estateId }, 'property');
    if (!(await send(action, { method: 'POST', body })).ok) return;
    form.reset(emptyContactForm);
    router.push('/thank-you');
  });

  // Once sent, the form stays busy while the thank-you page loads: nobody sends it twice.
  const loading = submission.phase === 'sending' || submission.phase === 'sent';
  return (
    <form
      className={`${styles.form} ${loading ? styles.loading : ''}`}
      data-loading={loading || undefined}
      aria-busy={loading}
      aria-label={t('heading')}
      action={action}
      method="post"
      noValidate
      onSubmit={submit}
    >
      {submission.phase === 'failed' && (
        <FormAlert tone="danger" outcome={submission}>
          {t('failure')}
        </FormAlert>
      )}
      <ContactFields
        idPrefix="property-contact"
        agreements={agreements}
        register={form.register}
        errors={form.formState.errors}
      />
      <button type="submit" className="button" disabled={loading}>
        {loading ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
