'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  contactFormSchema,
  toContactPayload,
  type ContactFormPayload,
  type ContactFormValues,
} from '@/domain/forms';
import { useRouter } from '@/i18n/navigation';
import { ContactFields } from './ContactFields';
import type { ContactFormLabels } from './contact-form-labels';
import { postForm } from './post-form';
import styles from './ContactForm.module.css';

type Props = {
  /** The form's own action URL: /{lang}/ajax/contact-form-handler. */
  action: string;
  estateId?: number;
  labels: ContactFormLabels;
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
export function PropertyContactForm({ action, estateId, labels }: Props) {
  const router = useRouter();
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const form = useForm<ContactFormValues, unknown, ContactFormPayload>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
    shouldFocusError: true,
  });

  const submit = form.handleSubmit(async (values) => {
    setStatus('loading');
    const sent = await postForm(action, toContactPayload({ ...values, estateId }, 'property'));
    if (!sent) {
      setStatus('failed');
      return;
    }
    form.reset(emptyContactForm);
    router.push('/thank-you');
  });

  const loading = status === 'loading';
  return (
    <form
      className={`${styles.form} ${loading ? styles.loading : ''}`}
      data-loading={loading || undefined}
      aria-busy={loading}
      aria-label={labels.heading}
      action={action}
      method="post"
      noValidate
      onSubmit={submit}
    >
      {status === 'failed' && (
        <div role="alert" className={styles.danger}>
          {labels.failure}
        </div>
      )}
      <ContactFields
        idPrefix="property-contact"
        labels={labels}
        register={form.register}
        errors={form.formState.errors}
      />
      <button type="submit" className="button" disabled={loading}>
        {loading ? labels.sending : labels.submit}
      </button>
    </form>
  );
}
