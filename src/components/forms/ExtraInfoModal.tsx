'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, type FormEvent } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';
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
import { CaptchaNotice } from './CaptchaNotice';
import { ContactFields } from './ContactFields';
import type { FormAgreements } from '@/display/forms/consent-types';
import { FormAlert } from './FormAlert';
import { ModalDialog } from './ModalDialog';
import { OnDemandCaptcha } from './OnDemandCaptcha';
import { emptyContactForm } from './PropertyContactForm';
import { useFormStarted } from './use-form-started';
import { useFormSubmission } from './use-form-submission';
import styles from './ContactForm.module.css';

type Props = {
  locale: Locale;
  estateId?: number;
  agreements: FormAgreements;
  /** The configured reCAPTCHA site key; without one the form has no captcha step. */
  recaptchaSiteKey?: string;
  /**
   * Loaded on demand, the modal takes over from a stand-in button: it opens at once when the
   * visitor already clicked that button, or takes the keyboard focus the stand-in had.
   */
  onMount?: 'open' | 'focus';
};

/**
 * The "more info" button and its form in a native modal dialog (focus stays inside, Escape
 * closes). Sends with the captcha answer; on success the dialog hides and the visitor goes to the
 * thank-you page. Whenever the dialog hides, the form and its alerts start afresh.
 */
export function ExtraInfoModal({ locale, estateId, agreements, recaptchaSiteKey, onMount }: Props) {
  const t = useTranslations('ContactForm');
  const router = useRouter();
  const action = ajaxPath(locale, 'contact');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const captchaRef = useRef<ReCAPTCHA>(null);
  const { submission, sending, send, refuseWithoutCaptcha, reset } = useFormSubmission();
  const { started, startListeners } = useFormStarted();
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

  // Spec §8: on failure the modal scrolls to its top, where the alert is.
  const scrollToTop = () => dialogRef.current?.scrollTo?.({ top: 0 });

  const sendValues = async (values: ContactFormPayload) => {
    const token = recaptchaSiteKey ? (captchaRef.current?.getValue() ?? '') : null;
    if (token === '') {
      refuseWithoutCaptcha();
      scrollToTop();
      return;
    }
    const payload = toContactPayload({ ...values, estateId }, 'extra-info');
    if (token !== null) payload['g-recaptcha-response'] = token;
    if (!(await send(action, { method: 'POST', body: payload })).ok) {
      captchaRef.current?.reset();
      scrollToTop();
      return;
    }
    dialogRef.current?.close();
    router.push('/thank-you');
  };
  // Wrapped at submit time, not during render: `sendValues` reads the dialog and captcha refs.
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(sendValues)(event);

  const onClose = () => {
    form.reset(emptyContactForm);
    captchaRef.current?.reset();
    reset();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="button button--ghost"
        onClick={() => dialogRef.current?.showModal()}
      >
        {t('moreInfo')}
      </button>
      <ModalDialog ref={dialogRef} title={t('modalTitle')} closeLabel={t('close')} onClose={onClose}>
        <form
          className={`${styles.form} ${sending ? styles.loading : ''}`}
          aria-busy={sending}
          aria-label={t('modalTitle')}
          action={action}
          method="post"
          noValidate
          onSubmit={submit}
          {...startListeners}
        >
          {submission.phase === 'failed' && (
            <FormAlert tone="danger" outcome={submission}>
              {submission.status === 'captcha' ? t('captchaRequired') : t('failure')}
            </FormAlert>
          )}
          <ContactFields
            idPrefix="extra-info"
            agreements={agreements}
            register={form.register}
            errors={form.formState.errors}
          />
          {recaptchaSiteKey && (
            <OnDemandCaptcha ref={captchaRef} siteKey={recaptchaSiteKey} locale={locale} started={started} />
          )}
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('sending') : t('submit')}
          </button>
        </form>
        {recaptchaSiteKey && <CaptchaNotice locale={locale} />}
      </ModalDialog>
    </>
  );
}
