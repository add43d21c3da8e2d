'use client';

import { useEffect, useRef, useState } from 'react';
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

type Props = { action: string; texts: CancelAppointmentTexts };
type Step = 'idle' | 'confirming' | 'cancelling' | 'failed' | 'cancelled' | 'alreadyCancelled' | 'unknown';

const outcomeOf: Record<number, Step> = { 404: 'unknown', 409: 'alreadyCancelled' };

/** Cancels the appointment after the visitor confirmed: a first button asks, a second one does it. */
export function CancelAppointmentPanel({ action, texts }: Props) {
  const [step, setStep] = useState<Step>('idle');
  const focusRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (step !== 'idle' && step !== 'cancelling') focusRef.current?.focus();
  }, [step]);

  const cancel = async () => {
    setStep('cancelling');
    try {
      const response = await fetch(action, {
        method: 'DELETE',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{}',
      });
      setStep(response.ok ? 'cancelled' : (outcomeOf[response.status] ?? 'failed'));
    } catch (error) {
      console.error('The appointment could not be cancelled', error);
      setStep('failed');
    }
  };

  if (step === 'cancelled' || step === 'alreadyCancelled' || step === 'unknown') {
    return (
      <p ref={(node) => void (focusRef.current = node)} tabIndex={-1} role="status" className={styles.done}>
        {texts[step]}
      </p>
    );
  }
  if (step === 'idle') {
    return (
      <button type="button" className="button" onClick={() => setStep('confirming')}>
        {texts.cancel}
      </button>
    );
  }
  const busy = step === 'cancelling';
  return (
    <div className={styles.confirm} aria-busy={busy}>
      {step === 'failed' && (
        <p role="alert" className={styles.alert}>
          {texts.failure}
        </p>
      )}
      <p ref={(node) => void (focusRef.current = node)} tabIndex={-1} className={styles.question}>
        {texts.confirmQuestion}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" disabled={busy} onClick={() => void cancel()}>
          {busy ? texts.cancelling : texts.confirm}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => setStep('idle')}
        >
          {texts.keep}
        </button>
      </div>
    </div>
  );
}
