'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type FormEvent } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';
import { useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { FormAlert } from '@/components/forms/FormAlert';
import { OnDemandCaptcha } from '@/components/forms/OnDemandCaptcha';
import { useFormStarted } from '@/components/forms/use-form-started';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import { fieldErrorText } from '@/components/subscriptions/field-error';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import {
  CAPTCHA_FIELD,
  subscribeFormSchema,
  type SubscribeFormValues,
  type SubscriptionEdit,
} from '@/domain/subscriptions';
import type { Locale } from '@/i18n/locales';
import { useFavorites } from './favorites-store';
import styles from './FavoritesAlert.module.css';

/** As many estates as a subscription's `estates` criterion holds: the newest favourites go first. */
export const WATCHED_FAVORITES_MAX = 50;

type Props = {
  locale: Locale;
  /** The configured reCAPTCHA site key; without one there is no captcha step. */
  recaptchaSiteKey?: string;
};

/**
 * "Mail me about changes to my favourites": a keep-me-informed subscription (same endpoint, guards,
 * captcha and confirmation mail) whose only criterion is the favourites' ids, in the page's language.
 */
export function FavoritesAlertForm({ locale, recaptchaSiteKey }: Props) {
  const t = useTranslations('FavoritesAlert');
  const tError = useTranslations('SubscriptionErrors');
  const favorites = useFavorites();
  const watched = favorites.slice(-WATCHED_FAVORITES_MAX);
  const captchaRef = useRef<ReCAPTCHA>(null);
  const { submission, send, refuseWithoutCaptcha } = useFormSubmission();
  const { started, startListeners } = useFormStarted();
  const form = useForm<SubscribeFormValues, unknown, SubscriptionEdit>({
    resolver: zodResolver(subscribeFormSchema),
    defaultValues: { email: '', locale, criteria: { estates: [] }, privacy: false },
    shouldFocusError: true,
  });
  const errors = form.formState.errors;
  const emailError = fieldErrorText(errors.email, ['email'], tError);
  const privacyError = fieldErrorText(errors.privacy, ['privacy'], tError);
  const id = (field: string) => `favorites-alert-${field}`;

  const sendValues = async (values: SubscriptionEdit) => {
    const captcha = recaptchaSiteKey ? (captchaRef.current?.getValue() ?? '') : null;
    if (captcha === '') {
      refuseWithoutCaptcha();
      return;
    }
    const payload: Record<string, unknown> = {
      email: values.email,
      locale,
      criteria: values.criteria,
      privacy: true,
    };
    if (captcha) payload[CAPTCHA_FIELD] = captcha;
    const result = await send(ajaxPath(locale, 'subscribe'), { method: 'POST', body: payload });
    captchaRef.current?.reset();
    if (result.ok) form.reset();
  };
  // The ids are the favourites at the moment of sending, not when the form was first drawn.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    form.setValue('criteria', { estates: [...watched] });
    void form.handleSubmit(sendValues)(event);
  };

  const sending = submission.phase === 'sending';
  return (
    <section className={styles.panel} aria-labelledby={id('title')}>
      <h2 id={id('title')} className={styles.title}>
        {t('title')}
      </h2>
      <p className={styles.intro}>{t('intro')}</p>
      <form
        className={`${styles.form} ${sending ? styles.sending : ''}`}
        aria-label={t('formName')}
        aria-busy={sending}
        action={ajaxPath(locale, 'subscribe')}
        method="post"
        noValidate
        onSubmit={submit}
        {...startListeners}
      >
        {submission.phase === 'failed' && (
          <FormAlert tone="danger" outcome={submission}>
            {submission.status === 'captcha' ? tError('captchaRequired') : t('failure')}
          </FormAlert>
        )}
        <div className={styles.field}>
          <label htmlFor={id('email')} className={styles.label}>
            {t('email')}
          </label>
          <input
            id={id('email')}
            type="email"
            autoComplete="email"
            className={styles.input}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? id('email-error') : undefined}
            {...form.register('email')}
          />
          {emailError && (
            <p id={id('email-error')} className={styles.error}>
              {emailError}
            </p>
          )}
        </div>
        <div className={styles.check}>
          <input
            id={id('privacy')}
            type="checkbox"
            className={styles.checkbox}
            aria-invalid={privacyError ? true : undefined}
            aria-describedby={privacyError ? id('privacy-error') : undefined}
            {...form.register('privacy')}
          />
          <label htmlFor={id('privacy')} className={privacyError ? styles.labelInvalid : undefined}>
            {t('privacy')}
          </label>
          {privacyError && (
            <p id={id('privacy-error')} className={styles.error}>
              {privacyError}
            </p>
          )}
        </div>
        {recaptchaSiteKey && (
          <OnDemandCaptcha ref={captchaRef} siteKey={recaptchaSiteKey} locale={locale} started={started} />
        )}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('sending') : t('submit')}
          </button>
          {submission.phase === 'sent' && (
            <FormAlert tone="success" outcome={submission}>
              {t('sent')}
            </FormAlert>
          )}
        </div>
        {favorites.length > WATCHED_FAVORITES_MAX && (
          <p className={styles.hint}>{t('onlyFirst', { max: WATCHED_FAVORITES_MAX })}</p>
        )}
      </form>
      {recaptchaSiteKey && <CaptchaNotice locale={locale} />}
    </section>
  );
}
