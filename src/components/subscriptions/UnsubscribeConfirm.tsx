'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/forms/FormAlert';
import { useFormSubmission } from '@/components/forms/use-form-submission';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import styles from './Unsubscribe.module.css';

type Props = {
  locale: Locale;
  /** The subscription's token: its unsubscribe endpoint, and its edit page for "keep me informed". */
  token: string;
  /** The subscribed address, named in the question. */
  email: string;
};

/**
 * Asks before it cancels: only the button's POST unsubscribes, so a mail scanner that opens the
 * link changes nothing. The outcome replaces the question. Only the answer's status is read: a
 * subscription cancelled meanwhile (another tab, the mail's one-click link) is cancelled all the same.
 */
export function UnsubscribeConfirm({ locale, token, email }: Props) {
  const t = useTranslations('UnsubscribePage');
  const { submission, sending, send } = useFormSubmission();
  const action = ajaxPath(locale, 'unsubscribe', { token });
  if (submission.phase === 'sent') {
    return (
      <div className={styles.outcome}>
        <FormAlert tone="success" outcome={submission}>
          {t('done')}
        </FormAlert>
        <Link href="/keep-me-informed" className="button button--ghost">
          {t('subscribeAgain')}
        </Link>
      </div>
    );
  }
  return (
    <form
      className={styles.confirm}
      action={action}
      method="post"
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        void send(action, { method: 'POST' });
      }}
    >
      {submission.phase === 'failed' && (
        <FormAlert tone="danger" outcome={submission}>
          {t('failed')}
        </FormAlert>
      )}
      <p className={styles.question}>{t('question', { email })}</p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('cancelling') : t('confirm')}
        </button>
        <Link
          href={{ pathname: '/keep-me-informed/[token]', params: { token } }}
          className="button button--ghost"
        >
          {t('keep')}
        </Link>
      </div>
    </form>
  );
}
