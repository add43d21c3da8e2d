'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type ReCAPTCHA from 'react-google-recaptcha';
import { useTranslations } from 'next-intl';
import { useForm, type FieldError, type FieldErrors } from 'react-hook-form';
import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { FormAlert } from '@/components/forms/FormAlert';
import { OnDemandCaptcha } from '@/components/forms/OnDemandCaptcha';
import { useFormStarted } from '@/components/forms/use-form-started';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import type { FormAgreements } from '@/display/forms/consent-types';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import {
  VALUATION_STEPS,
  valuationFormSchema,
  type ValuationForm as ValuationAnswers,
  type ValuationFormValues,
} from '@/domain/forms/valuation-schema';
import type { Locale } from '@/i18n/locales';
import { AddressStep, type CityMode } from './AddressStep';
import type { ValuationChoiceLabels } from './choice-labels';
import { ContactStep } from './ContactStep';
import { fieldErrorText, fieldId } from './field-error';
import { PlansStep } from './PlansStep';
import { PropertyStep } from './PropertyStep';
import type { ValuationPath } from './step-props';
import { ValuationSent } from './ValuationSent';
import { ValuationSteps } from './ValuationSteps';
import { firstRefused, stepOfPath, withServerErrors } from './server-errors';
import styles from './ValuationForm.module.css';

const CAPTCHA_FIELD = 'g-recaptcha-response';

type Props = {
  locale: Locale;
  agreements: FormAgreements;
  choices: ValuationChoiceLabels;
  /** The configured reCAPTCHA site key; without one there is no captcha step. */
  recaptchaSiteKey?: string;
};

const emptyForm = {
  address: { street: '', houseNumber: '', box: '', postalCode: '', city: '' },
  property: {},
  plans: {},
  contact: { name: '', email: '', phone: '', remarks: '', privacy: false },
} as ValuationFormValues;

/**
 * "What is my home worth?" in four steps, one form for all: Next checks the step's fields and moves
 * the focus to the next step's heading; Back keeps every answer. The last step sends (the captcha is
 * required); a refusal of the server is shown at its field, on its step.
 */
export function ValuationForm({ locale, agreements, choices, recaptchaSiteKey }: Props) {
  const t = useTranslations('ValuationForm');
  const tError = useTranslations('ValuationErrors');
  const action = ajaxPath(locale, 'valuation');
  const captchaRef = useRef<ReCAPTCHA>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { submission, send, refuseWithoutCaptcha } = useFormSubmission();
  const { started, startListeners } = useFormStarted();
  const [step, setStep] = useState(0);
  const [cityMode, setCityMode] = useState<CityMode>('search');
  // The alert a failed sending shows; none when the server's refusals are shown at their fields.
  const [alert, setAlert] = useState<'captcha' | 'failure' | null>(null);
  // What takes the focus once a step is shown: its heading, or the first field refused on it.
  const pendingFocus = useRef<{ step: number; path: ValuationPath | null } | null>(null);
  const form = useForm<ValuationFormValues, unknown, ValuationAnswers>({
    resolver: zodResolver(valuationFormSchema),
    defaultValues: emptyForm,
    shouldFocusError: false,
  });
  const errorOf = (path: ValuationPath) =>
    fieldErrorText(form.getFieldState(path, form.formState).error as FieldError | undefined, tError);
  const stepName = VALUATION_STEPS[step]!;
  const last = step === VALUATION_STEPS.length - 1;

  const focusField = (path: ValuationPath) => {
    const searching = (path === 'address.city' || path === 'address.postalCode') && cityMode === 'search';
    if (searching) document.getElementById(fieldId('address.city-search'))?.focus();
    else form.setFocus(path);
  };

  // After every render: a focus request is served once its step is on screen.
  useEffect(() => {
    const request = pendingFocus.current;
    if (!request || request.step !== step) return;
    pendingFocus.current = null;
    if (request.path) focusField(request.path);
    else headingRef.current?.focus();
  });

  const goTo = (next: number, path: ValuationPath | null = null) => {
    if (next === step) {
      // Already on screen: no render is to come that could serve a request.
      if (path) focusField(path);
      else headingRef.current?.focus();
      return;
    }
    pendingFocus.current = { step: next, path };
    setStep(next);
  };

  const showRefused = (errors: FieldErrors<ValuationFormValues>) => {
    const path = firstRefused(errors);
    if (path) goTo(VALUATION_STEPS.indexOf(stepOfPath(path)), path);
  };

  const sendValues = async (values: ValuationAnswers) => {
    const captcha = recaptchaSiteKey ? (captchaRef.current?.getValue() ?? '') : null;
    if (captcha === '') {
      setAlert('captcha');
      refuseWithoutCaptcha();
      return;
    }
    const body = captcha ? { ...values, [CAPTCHA_FIELD]: captcha } : values;
    const result = await send(action, { method: 'POST', body, readFieldErrors: true });
    if (result.ok) {
      form.reset(emptyForm);
      return;
    }
    captchaRef.current?.reset();
    const refused = result.fields ? withServerErrors(form, result.fields) : null;
    setAlert(refused ? null : result.fields?.[CAPTCHA_FIELD] ? 'captcha' : 'failure');
    if (refused === 'address.city' || refused === 'address.postalCode') setCityMode('manual');
    if (refused) goTo(VALUATION_STEPS.indexOf(stepOfPath(refused)), refused);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (last) return form.handleSubmit(sendValues, showRefused)(event);
    event.preventDefault();
    if (await form.trigger(stepName)) goTo(step + 1);
    else showRefused(form.formState.errors);
  };

  if (submission.phase === 'sent') return <ValuationSent outcome={submission} />;
  const sending = submission.phase === 'sending';
  const failed = submission.phase === 'failed' ? submission : null;
  const titles = [t('stepAddress'), t('stepProperty'), t('stepPlans'), t('stepContact')];
  return (
    <>
      <form
        className={`${styles.form} ${sending ? styles.sending : ''}`}
        aria-busy={sending}
        aria-label={t('formName')}
        action={action}
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        {...startListeners}
      >
        <ValuationSteps titles={titles} current={step} />
        {failed && alert && (
          <FormAlert tone="danger" outcome={failed}>
            {alert === 'captcha' ? t('captchaRequired') : t('failure')}
          </FormAlert>
        )}
        <section className={styles.step} aria-labelledby="valuation-step-heading">
          <h2 id="valuation-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
            <span className={styles.stepOf}>{t('stepOf', { step: step + 1, count: titles.length })}</span>{' '}
            <span>{titles[step]}</span>
          </h2>
          {stepName === 'address' && (
            <AddressStep
              form={form}
              errorOf={errorOf}
              locale={locale}
              cityMode={cityMode}
              onCityMode={setCityMode}
            />
          )}
          {stepName === 'property' && <PropertyStep form={form} errorOf={errorOf} choices={choices} />}
          {stepName === 'plans' && <PlansStep form={form} errorOf={errorOf} />}
          {stepName === 'contact' && <ContactStep form={form} errorOf={errorOf} agreements={agreements} />}
          {last && recaptchaSiteKey && (
            <OnDemandCaptcha ref={captchaRef} siteKey={recaptchaSiteKey} locale={locale} started={started} />
          )}
        </section>
        <div className={styles.actions}>
          {step > 0 && (
            <button type="button" className="button button--ghost" onClick={() => goTo(step - 1)}>
              {t('back')}
            </button>
          )}
          <button type="submit" className="button" disabled={sending}>
            {!last ? t('next') : sending ? t('sending') : t('submit')}
          </button>
        </div>
      </form>
      {recaptchaSiteKey && <CaptchaNotice locale={locale} />}
    </>
  );
}
