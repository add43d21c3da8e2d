'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { bringIntoView } from './bring-into-view';
import type { Submission } from './use-form-submission';
import styles from './FormAlert.module.css';

type Props = {
  /** 'success' is a polite status message, 'danger' an alert. */
  tone: 'success' | 'danger';
  /**
   * The sending this message tells about. Each new one, a second failure in a row too, brings the
   * message into view and gives it the focus again.
   */
  outcome: Submission;
  children: ReactNode;
  className?: string;
};

/**
 * The one message every form shows after sending. It takes the focus so the visitor who pressed
 * the button sees and hears what happened, at any width, even when the message sits above the
 * fold or at the top of a dialog.
 */
export function FormAlert({ tone, outcome, children, className }: Props) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ref.current) bringIntoView(ref.current);
  }, [outcome]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'danger' ? 'alert' : 'status'}
      className={`${styles.alert} ${styles[tone]} ${className ?? ''}`}
    >
      {children}
    </div>
  );
}
