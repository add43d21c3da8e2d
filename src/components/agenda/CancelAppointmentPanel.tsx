'use client';

import { useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { useFormSubmission, type Submission } from '@/components/forms/use-form-submission';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';
import styles from './CancelAppointment.module.css';

export type CancelAppointmentTexts = {
  confirmQuestion: string;
  cancel: string;
  confirm: string;
  keep: string;
  cancelling: string;
  cancelled: string;
  alreadyCancelled: string;
  unknown: string;
  failure: string;
};

type Props = { locale: Locale; appointmentId: string; texts: CancelAppointmentTexts };

/** The end of the story, if the answer tells one: 404 and 409 are outcomes, not failures to retry. */
function outcomeText(submission: Submission, texts: CancelAppointmentTexts): string | null {
  if (submission.phase === 'sent') return texts.cancelled;
  if (submission.phase !== 'failed') return null;
  if (submission.status === 404) return texts.unknown;
  if (submission.status === 409) return texts.alreadyCancelled;
  return null;
}

/** Cancels the appointment after the visitor confirmed: a first button asks, a second one does it. */
export function CancelAppointmentPanel({ locale, appointmentId, texts }: Props) {
  const [confirming, setConfirming] = useState(false);
  const { submission, sending, send, reset } = useFormSubmission();
  const questionRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (confirming) questionRef.current?.focus();
  }, [confirming]);

  const outcome = outcomeText(submission, texts);
  if (outcome) {
    return (
      <FormAlert tone="success" outcome={submission}>
        {outcome}
      </FormAlert>
    );
  }
  if (!confirming) {
    return (
      <button type="button" className="button" onClick={() => setConfirming(true)}>
        {texts.cancel}
      </button>
    );
  }
  const cancel = () => send(ajaxPath(locale, 'liveAgendaCancel', { appointmentId }), { method: 'DELETE' });
  return (
    <div className={styles.confirm} aria-busy={sending}>
      {submission.phase === 'failed' && (
        <FormAlert tone="danger" outcome={submission}>
          {texts.failure}
        </FormAlert>
      )}
      <p ref={questionRef} tabIndex={-1} className={styles.question}>
        {texts.confirmQuestion}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={sending} onClick={() => void cancel()}>
          {sending ? texts.cancelling : texts.confirm}
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
          {texts.keep}
        </button>
      </div>
    </div>
  );
}
