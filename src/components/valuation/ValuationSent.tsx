'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/FormAlert';
import type { Submission } from '@/components/forms/use-form-submission';
import { Link } from '@/i18n/navigation';
import styles from './ValuationForm.module.css';

/** What the owner sees once the request is in the outbox: a focused, announced thank-you. */
export function ValuationSent({ outcome }: { outcome: Submission }) {
  const t = useTranslations('ValuationForm');
  return (
    <div className={styles.sent}>
      <FormAlert tone="success" outcome={outcome}>
        <h2 className={styles.sentTitle}>{t('sentTitle')}</h2>
        <p>{t('sentText')}</p>
      </FormAlert>
      <Link href="/" className="button">
        {t('home')}
      </Link>
    </div>
  );
}
