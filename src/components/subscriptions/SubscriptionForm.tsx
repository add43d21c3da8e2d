'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type FormEvent } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { useForm } from 'react-hook-form';
import type { CityChoice } from '@/components/listing/listing-types';
import {
  CAPTCHA_FIELD,
  subscribeFormSchema,
  subscriptionEditSchema,
  type SubscribeFormValues,
  type SubscriptionChoice,
  type SubscriptionEdit,
} from '@/domain/subscriptions';
import type { Locale } from '@/i18n/locales';
import { useRouter } from '@/i18n/navigation';
import { CriteriaFields } from './CriteriaFields';
import { fieldErrorText } from './field-error';
import { sendSubscription } from './send-subscription';
import type { SubscriptionFormLabels } from './subscription-form-labels';
import styles from './SubscriptionForm.module.css';

type Props = {
  /** 'subscribe' posts a new subscription; 'edit' saves the one behind the page's token. */
  mode: 'subscribe' | 'edit';
  /** /{lang}/ajax/notifications, or /{lang}/ajax/notifications/{token} when editing. */
  action: string;
  locale: Locale;
  initialValues: SubscribeFormValues;
  initialCities?: CityChoice[];
  choices: { types: SubscriptionChoice[]; transactions: SubscriptionChoice[] };
  labels: SubscriptionFormLabels;
  /** Subscribe only: the configured reCAPTCHA site key; without one there is no captcha step. */
  recaptchaSiteKey?: string;
};

type Status = 'idle' | 'loading' | 'saved' | 'failed' | 'captcha';

/**
 * The keep-me-informed form: idle, loading while it sends, then the success page (subscribe) or a
 * "saved" notice (edit), or a danger alert with every field kept as the visitor left it.
 */
export function SubscriptionForm(props: Props) {
  const { mode, action, locale, initialValues, labels, recaptchaSiteKey } = props;
  const router = useRouter();
  const captchaRef = useRef<ReCAPTCHA>(null);
  const [status, setStatus] = useState<Status>('idle');
  const editing = mode === 'edit';
  const form = useForm<SubscribeFormValues, unknown, SubscriptionEdit>({
    resolver: zodResolver(editing ? subscriptionEditSchema : subscribeFormSchema),
    defaultValues: initialValues,
    shouldFocusError: true,
  });
  const id = (field: string) => `subscription-${field}`;
  const errors = form.formState.errors;
  const emailError = fieldErrorText(errors.email, ['email'], labels.errors);
  const privacyError = fieldErrorText(errors.privacy, ['privacy'], labels.errors);

  const send = async (values: SubscriptionEdit) => {
    const captcha = !editing && recaptchaSiteKey ? (captchaRef.current?.getValue() ?? '') : null;
    if (captcha === '') {
      setStatus('captcha');
      return;
    }
    setStatus('loading');
    const payload: Record<string, unknown> = {
      email: values.email,
      locale: values.locale,
      criteria: values.criteria,
    };
    if (!editing) payload.privacy = true;
    if (captcha) payload[CAPTCHA_FIELD] = captcha;
    if (!(await sendSubscription(action, editing ? 'PUT' : 'POST', payload))) {
      captchaRef.current?.reset();
      setStatus('failed');
      return;
    }
    if (editing) {
      form.reset(form.getValues());
      setStatus('saved');
      return;
    }
    router.push('/keep-me-informed/success');
  };
  // Wrapped at submit time, not during render: `send` reads the captcha ref.
  const submit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(send)(event);

  const loading = status === 'loading';
  const alert =
    status === 'failed' ? labels.failure : status === 'captcha' ? labels.errors.captchaRequired : null;
  return (
    <form
      className={`${styles.form} ${loading ? styles.loading : ''}`}
      aria-busy={loading}
      aria-label={editing ? labels.editFormName : labels.formName}
      action={action}
      method="post"
      noValidate
      onSubmit={submit}
    >
      {alert && (
        <div role="alert" className={styles.danger}>
          {alert}
        </div>
      )}
      <div className={styles.field}>
        <label htmlFor={id('email')}>{labels.email}</label>
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
        <label htmlFor={id('locale')}>{labels.language}</label>
        <select id={id('locale')} className={styles.input} {...form.register('locale')}>
          {labels.languages.map((language) => (
            <option key={language.value} value={language.value} lang={language.value}>
              {language.label}
            </option>
          ))}
        </select>
      </div>
      <CriteriaFields
        idPrefix="subscription"
        locale={locale}
        form={form}
        choices={props.choices}
        initialCities={props.initialCities ?? []}
        labels={labels}
      />
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
            {labels.privacy}
          </label>
          {privacyError && (
            <p id={id('privacy-error')} className={styles.error}>
              {privacyError}
            </p>
          )}
        </div>
      )}
      {!editing && recaptchaSiteKey && <ReCAPTCHA ref={captchaRef} sitekey={recaptchaSiteKey} hl={locale} />}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={loading}>
          {editing ? (loading ? labels.saving : labels.save) : loading ? labels.sending : labels.submit}
        </button>
        <p role="status" className={styles.saved}>
          {status === 'saved' ? labels.saved : ''}
        </p>
      </div>
    </form>
  );
}
