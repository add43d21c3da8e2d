'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/FormAlert';
import { useFormSubmission, type Submission } from '@/components/forms/use-form-submission';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';
import styles from './CancelAppointment.module.css';

type Props = { locale: Locale; appointmentId: string };

/** The end of the story, if the answer tells one: 404 and 409 are outcomes, not failures to retry. */
function outcomeKey(submission: Submission): 'cancelled' | 'unknown' | 'alreadyCancelled' | null {
  if (submission.phase === 'sent') return 'cancelled';
  if (submission.phase !== 'failed') return null;
  if (submission.status === 404) return 'unknown';
  if (submission.status === 409) return 'alreadyCancelled';
  return null;
}

/** Cancels the appointment after the visitor confirmed: a first button asks, a second one does it. */
export function CancelAppointmentPanel({ locale, appointmentId }: Props) {
  const t = useTranslations('CancelAppointment');
  const [confirming, setConfirming] = useState(false);
  const { submission, sending, send, reset } = useFormSubmission();
  const questionRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  const outcome = outcomeKey(submission);
  if (outcome) {
    return (
      <FormAlert tone="success" outcome={submission}>
        {t(outcome)}
      </FormAlert>
    );
  }
  if (!confirming) {
    return (
      <button type="button" className="button" onClick={() => setConfirming(true)}>
        {t('cancel')}
      </button>
    );
  }
  const cancel = () => send(ajaxPath(locale, 'liveAgendaCancel', { appointmentId }), { method: 'DELETE' });
  return (
    <div className={styles.confirm} aria-busy={sending}>
      {submission.phase === 'failed' && (
        <FormAlert tone="danger" outcome={submission}>
          {t('failure')}
        </FormAlert>
      )}
      <p ref={questionRef} tabIndex={-1} className={styles.question}>
        {t('confirmQuestion')}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={sending} onClick={() => void cancel()}>
          {sending ? t('cancelling') : t('confirm')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={sending}
          onClick={() => {
            reset();
            setConfirming(false);
          }}
        >
          {t('keep')}
        </button>
      </div>
    </div>
  );
}
