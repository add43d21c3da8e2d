'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
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
import { ModalDialog } from './ModalDialog';
import { postForm } from './post-form';
import { emptyContactForm } from './PropertyContactForm';
import styles from './ContactForm.module.css';

type Props = {
  action: string;
  estateId?: number;
  labels: ContactFormLabels;
  /** The configured reCAPTCHA site key; without one the form has no captcha step. */
  recaptchaSiteKey?: string;
  /**
   * Loaded on demand, the modal takes over from a stand-in button: it opens at once when the
   * visitor already clicked that button, or takes the keyboard focus the stand-in had.
   */
  onMount?: 'open' | 'focus';
};

type Status = 'idle' | 'loading' | 'failed' | 'captcha';

/**
 * The "more info" button and its form in a native modal dialog (focus stays inside, Escape
 * closes). Sends with the captcha answer; on success the dialog hides and the visitor goes to the
 * thank-you page. Whenever the dialog hides, the form and its alerts start afresh.
 */
export function ExtraInfoModal({ action, estateId, labels, recaptchaSiteKey, onMount }: Props) {
  const router = useRouter();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const captchaRef = useRef<ReCAPTCHA>(null);
  const [status, setStatus] = useState<Status>('idle');
  const form = useForm<ContactFormValues, unknown, ContactFormPayload>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: emptyContactForm,
    shouldFocusError: true,
  });

  useEffect(() => {
    // Focus first, so that closing the dialog gives the focus back to this button.
    if (onMount) triggerRef.current?.focus();
    if (onMount === 'open') dialogRef.current?.showModal();
  }, [onMount]);

  const showFailure = (failure: 'failed' | 'captcha') => {
    setStatus(failure);
    dialogRef.current?.scrollTo?.({ top: 0 });
  };

  const send = async (values: ContactFormPayload) => {
    const token = recaptchaSiteKey ? (captchaRef.current?.getValue() ?? '') : null;
    if (token === '') {
      showFailure('captcha');
      return;
    }
    setStatus('loading');
    const payload = toContactPayload({ ...values, estateId }, 'extra-info');
    if (token !== null) payload['g-recaptcha-response'] = token;
    if (!(await postForm(action, payload))) {
      captchaRef.current?.reset();
      showFailure('failed');
      return;
    }
    dialogRef.current?.close();
    router.push('/thank-you');
  };
  // Wrapped at submit time, not during render: `send` reads the dialog and captcha refs.
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(send)(event);

  const onClose = () => {
    form.reset(emptyContactForm);
    captchaRef.current?.reset();
    setStatus('idle');
  };

  const loading = status === 'loading';
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="button button--ghost"
        onClick={() => dialogRef.current?.showModal()}
      >
        {labels.moreInfo}
      </button>
      <ModalDialog ref={dialogRef} title={labels.modalTitle} closeLabel={labels.close} onClose={onClose}>
        <form
          className={`${styles.form} ${loading ? styles.loading : ''}`}
          aria-busy={loading}
          aria-label={labels.modalTitle}
          action={action}
          method="post"
          noValidate
          onSubmit={submit}
        >
          {(status === 'failed' || status === 'captcha') && (
            <div role="alert" className={styles.danger}>
              {status === 'failed' ? labels.failure : labels.captchaRequired}
            </div>
          )}
          <ContactFields
            idPrefix="extra-info"
            labels={labels}
            register={form.register}
            errors={form.formState.errors}
          />
          {recaptchaSiteKey && <ReCAPTCHA ref={captchaRef} sitekey={recaptchaSiteKey} />}
          <button type="submit" className="button" disabled={loading}>
            {loading ? labels.sending : labels.submit}
          </button>
        </form>
      </ModalDialog>
    </>
  );
}
