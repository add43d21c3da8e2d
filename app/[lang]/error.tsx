'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { StatusMessage } from '@/components/states/StatusMessage';
import { Link } from '@/i18n/navigation';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** A friendly page instead of a stack trace; the digest ties it to the server log. */
export default function ErrorPage({ error, reset }: Props) {
  const t = useTranslations('ErrorPage');
  useEffect(() => {
    console.error('Page failed to render', error.digest ?? error.message);
  }, [error]);

  return (
    <StatusMessage
      title={t('title')}
      text={t('text')}
      actions={
        <>
          <button type="button" className="button" onClick={reset}>
            {t('retry')}
          </button>
          <Link href="/" className="button button--ghost">
            {t('backHome')}
          </Link>
        </>
      }
    />
  );
}
