'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import styles from './CaptchaNotice.module.css';

const GOOGLE_PRIVACY_POLICY = 'https://policies.google.com/privacy';
const GOOGLE_TERMS = 'https://policies.google.com/terms';

type Props = { locale: Locale };

/** One of Google's pages, in the visitor's language, in a new tab that cannot reach back to ours. */
function GoogleLink({ href, locale, children }: { href: string; locale: Locale; children: ReactNode }) {
  return (
    <a href={`${href}?hl=${locale}`} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * The line under a form with Google's captcha that names Google and links to its privacy policy and
 * terms. It sits outside the form, so following a link does not start the form (and load Google's
 * script).
 */
export function CaptchaNotice({ locale }: Props) {
  const t = useTranslations('CaptchaNotice');
  return (
    <p className={styles.notice}>
      {t.rich('text', {
        privacy: (chunks) => (
          <GoogleLink href={GOOGLE_PRIVACY_POLICY} locale={locale}>
            {chunks}
          </GoogleLink>
        ),
        terms: (chunks) => (
          <GoogleLink href={GOOGLE_TERMS} locale={locale}>
            {chunks}
          </GoogleLink>
        ),
      })}
    </p>
  );
}
