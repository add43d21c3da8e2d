'use client';

import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import styles from './Unsubscribe.module.css';

export type UnsubscribeLabels = {
  question: string;
  confirm: string;
  cancelling: string;
  done: string;
  alreadyDone: string;
  failed: string;
  keep: string;
  subscribeAgain: string;
};

type Props = {
  /** POST /{lang}/ajax/notifications/unsubscribe/{token}. */
  action: string;
  /** The edit page of this subscription, for "no, keep me informed". */
  editHref: { pathname: '/keep-me-informed/[token]'; params: { token: string } };
  labels: UnsubscribeLabels;
};

type Status = 'asking' | 'cancelling' | 'cancelled' | 'already-cancelled' | 'failed';

async function cancel(action: string): Promise<Status> {
  try {
    const response = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    });
    if (!response.ok) {
      console.error(`Unsubscribing failed with status ${response.status}`);
      return 'failed';
    }
    const answer = (await response.json()) as { outcome?: unknown };
    return answer.outcome === 'already-cancelled' ? 'already-cancelled' : 'cancelled';
  } catch (error) {
    console.error('Unsubscribing failed', error);
    return 'failed';
  }
}

/**
 * Asks before it cancels: only the button's POST unsubscribes, so a mail scanner that opens the
 * link changes nothing. The outcome replaces the question.
 */
export function UnsubscribeConfirm({ action, editHref, labels }: Props) {
  const [status, setStatus] = useState<Status>('asking');
  if (status === 'cancelled' || status === 'already-cancelled') {
    return (
      <div className={styles.outcome}>
        <p role="status" className={styles.done}>
          {status === 'cancelled' ? labels.done : labels.alreadyDone}
        </p>
        <Link href="/keep-me-informed" className="button button--ghost">
          {labels.subscribeAgain}
        </Link>
      </div>
    );
  }
  const busy = status === 'cancelling';
  return (
    <form
      className={styles.confirm}
      action={action}
      method="post"
      aria-busy={busy}
      onSubmit={async (event) => {
        event.preventDefault();
        setStatus('cancelling');
        setStatus(await cancel(action));
      }}
    >
      {status === 'failed' && (
        <div role="alert" className={styles.danger}>
          {labels.failed}
        </div>
      )}
      <p className={styles.question}>{labels.question}</p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={busy}>
          {busy ? labels.cancelling : labels.confirm}
        </button>
        <Link href={editHref} className="button button--ghost">
          {labels.keep}
        </Link>
      </div>
    </form>
  );
}
