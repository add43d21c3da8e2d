'use client';

import { useTranslations } from 'next-intl';
import { StatusMessage } from '@/components/states/StatusMessage';

/** What the error page shows when the page broke because a script chunk did not load (§8). */
export function ChunkFailureState() {
  const t = useTranslations('ChunkFailure');
  const page = useTranslations('ErrorPage');
  return (
    <div role="alert">
      <StatusMessage
        title={page('title')}
        text={t('message')}
        actions={
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('reload')}
          </button>
        }
      />
    </div>
  );
}
