'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ChunkFailureState } from '@/components/errors/ChunkFailureState';
import { isChunkLoadError } from '@/components/errors/chunk-failure-detail';
import { reportChunkFailure } from '@/components/errors/report-chunk-failure';
import { OutageMessage } from '@/components/states/OutageMessage';
import { StatusMessage } from '@/components/states/StatusMessage';
import { isServiceFailureDigest } from '@/domain/errors/service-failure';
import { Link } from '@/i18n/navigation';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** A friendly page instead of a stack trace; the digest ties it to the server log. */
export default function ErrorPage({ error, reset }: Props) {
  const t = useTranslations('ErrorPage');
  const tUnavailable = useTranslations('Unavailable');
  // A chunk that did not load cannot be retried in place: only a reload fetches it again.
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) reportChunkFailure(error);
    else console.error('Page failed to render', error.digest ?? error.message);
  }, [error, chunkFailed]);

  if (chunkFailed) return <ChunkFailureState />;

  // The content service failed (the server answered 503): the same words as the proxy's outage page.
  if (isServiceFailureDigest(error.digest)) {
    return (
      <OutageMessage
        title={tUnavailable('title')}
        text={tUnavailable('text')}
        retry={tUnavailable('retry')}
      />
    );
  }

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
