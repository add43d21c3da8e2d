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
import type { CityChoice } from '@/display/listing/listing-types';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import {
  applicableAlertKinds,
  CAPTCHA_FIELD,
  defaultAlertPreferences,
  subscribeFormSchema,
  subscriptionEditSchema,
  type SubscribeFormValues,
  type SubscriptionChoice,
  type SubscriptionEdit,
} from '@/domain/subscriptions';
import { locales, type Locale } from '@/i18n/locales';
import { useRouter } from '@/i18n/navigation';
import { AlertPreferencesFields } from './AlertPreferencesFields';
import { CriteriaFields } from './CriteriaFields';
import { fieldErrorText } from './field-error';
import styles from './SubscriptionForm.module.css';

type Props = {
  locale: Locale;
  initialValues: SubscribeFormValues;
  initialCities?: CityChoice[];
  choices: { types: SubscriptionChoice[]; transactions: SubscriptionChoice[] };
} & (
  | {
      /** Posts a new subscription. */
      mode: 'subscribe';
      /** The configured reCAPTCHA site key; without one there is no captcha step. */
      recaptchaSiteKey?: string;
    }
  | {
      /** Saves the subscription behind the page's token. */
      mode: 'edit';
      token: string;
    }
);

/**
 * The news and frequency the edit page starts from: the saved ones, or the defaults; of the kinds,
 * only those the subscription can get, so "at least one" means one it will get.
 */
function shownAlerts({ alerts = defaultAlertPreferences, criteria }: SubscribeFormValues) {
  const kinds = applicableAlertKinds({ estates: criteria.estates ?? [] });
  return { ...alerts, kinds: (alerts.kinds ?? []).filter((kind) => kinds.includes(kind)) };
}

/**
 * The keep-me-informed form: idle, loading while it sends, then the success page (subscribe) or a
 * "saved" notice (edit), or a danger alert with every field kept as the visitor left it.
 */
export function SubscriptionForm(props: Props) {
  const { locale, initialValues } = props;
  const t = useTranslations('SubscriptionForm');
  const tError = useTranslations('SubscriptionErrors');
  const tLanguage = useTranslations('LanguageSwitcher');
  const router = useRouter();
  const captchaRef = useRef<ReCAPTCHA>(null);
  const { submission, send, refuseWithoutCaptcha } = useFormSubmission();
  const { started, startListeners } = useFormStarted();
  const editing = props.mode === 'edit';
  const action =
    props.mode === 'edit'
      ? ajaxPath(locale, 'subscription', { token: props.token })
      : ajaxPath(locale, 'subscribe');
  const recaptchaSiteKey = props.mode === 'subscribe' ? props.recaptchaSiteKey : undefined;
  const form = useForm<SubscribeFormValues, unknown, SubscriptionEdit>({
    resolver: zodResolver(editing ? subscriptionEditSchema : subscribeFormSchema),
    defaultValues: { ...initialValues, alerts: shownAlerts(initialValues) },
    shouldFocusError: true,
  });
  const id = (field: string) => `subscription-${field}`;
  const followed = initialValues.criteria.estates ?? [];
  const errors = form.formState.errors;
  const emailError = fieldErrorText(errors.email, ['email'], tError);
  const privacyError = fieldErrorText(errors.privacy, ['privacy'], tError);

  const sendValues = async (values: SubscriptionEdit) => {
    const captcha = recaptchaSiteKey ? (captchaRef.current?.getValue() ?? '') : null;
    if (captcha === '') {
      refuseWithoutCaptcha();
      return;
    }
    const payload: Record<string, unknown> = {
      email: values.email,
      locale: values.locale,
      criteria: values.criteria,
    };
    if (editing) payload.alerts = values.alerts;
    else payload.privacy = true;
    if (captcha) payload[CAPTCHA_FIELD] = captcha;
    if (!(await send(action, { method: editing ? 'PUT' : 'POST', body: payload })).ok) {
      captchaRef.current?.reset();
      return;
    }
    if (editing) {
      form.reset(form.getValues());
      return;
    }
    router.push('/keep-me-informed/success');
  };
  // Wrapped at submit time, not during render: `sendValues` reads the captcha ref.
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(sendValues)(event);

  const sent = submission.phase === 'sent';
  // A new subscription stays busy while its success page loads: nobody sends it twice.
  const loading = submission.phase === 'sending' || (sent && !editing);
  return (
    <>
      <form
        className={`${styles.form} ${loading ? styles.loading : ''}`}
        aria-busy={loading}
        aria-label={editing ? t('editFormName') : t('formName')}
        action={action}
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
          <label htmlFor={id('email')}>{t('email')}</label>
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
        <div className={styles.field}>
          <label htmlFor={id('locale')}>{t('language')}</label>
          <select id={id('locale')} className={styles.input} {...form.register('locale')}>
            {locales.map((language) => (
              <option key={language} value={language} lang={language}>
                {tLanguage(language)}
              </option>
            ))}
          </select>
        </div>
        {followed.length > 0 ? (
          // A list of chosen estates (favourites) is kept as it is: the page where it was made changes it.
          <div className={styles.followed}>
            <p>{t('followedEstates', { count: followed.length })}</p>
            <p className={styles.hint}>{t('followedEstatesHint')}</p>
          </div>
        ) : (
          <CriteriaFields
            idPrefix="subscription"
            locale={locale}
            form={form}
            choices={props.choices}
            initialCities={props.initialCities ?? []}
          />
        )}
        {editing && (
          <AlertPreferencesFields
            idPrefix="subscription"
            form={form}
            kinds={applicableAlertKinds({ estates: followed })}
          />
        )}
        {!editing && (
          <div className={styles.check}>
            <input
              id={id('privacy')}
              type="checkbox"
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
        )}
        {recaptchaSiteKey && (
          <OnDemandCaptcha ref={captchaRef} siteKey={recaptchaSiteKey} locale={locale} started={started} />
        )}
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={loading}>
            {editing ? (loading ? t('saving') : t('save')) : loading ? t('sending') : t('submit')}
          </button>
          {sent && editing && (
            <FormAlert tone="success" outcome={submission}>
              {t('saved')}
            </FormAlert>
          )}
        </div>
      </form>
      {recaptchaSiteKey && <CaptchaNotice locale={locale} />}
    </>
  );
}
