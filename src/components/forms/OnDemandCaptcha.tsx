'use client';

import type { Ref } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import type { Locale } from '@/i18n/locales';
import styles from './OnDemandCaptcha.module.css';

type Props = {
  /** The widget, for the form to read its answer and reset it. */
  ref: Ref<ReCAPTCHA>;
  siteKey: string;
  /** The page's language, for the widget's own words. */
  locale: Locale;
  /** From `useFormStarted`: until the visitor starts the form, nothing is asked of Google. */
  started: boolean;
};

/**
 * Google's reCAPTCHA, mounted (and its script loaded) only once the visitor starts filling in the
 * form. Its place keeps the widget's height from the start, so the submit button does not move when
 * it appears. Before then the form reads no answer from it, and asks for the captcha as ever.
 */
export function OnDemandCaptcha({ ref, siteKey, locale, started }: Props) {
  return (
    <div className={styles.place}>{started && <ReCAPTCHA ref={ref} sitekey={siteKey} hl={locale} />}</div>
  );
}
