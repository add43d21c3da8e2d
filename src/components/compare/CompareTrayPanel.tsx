'use client';

import { useTranslations } from 'next-intl';
import { formatCompareIds, MAX_COMPARED, MIN_COMPARED } from '@/domain/compare/compare-selection';
import { Link } from '@/i18n/navigation';
import { clearComparedEstates, useRefusals } from './compare-store';
import styles from './CompareTray.module.css';

type Props = { ids: readonly number[] };

/** How many estates are chosen, the way to their comparison, and why a fifth was not taken. */
export function CompareTrayPanel({ ids }: Props) {
  const t = useTranslations('CompareTray');
  const refusals = useRefusals();
  const count = ids.length;

  return (
    <aside className={styles.tray} aria-label={t('label')}>
      <div className={styles.row}>
        {count >= MIN_COMPARED ? (
          <Link
            href={{ pathname: '/compare', query: { ids: formatCompareIds(ids) } }}
            // The tray leaves the page as the comparison opens: a prefetch started on the way to the
            // click only raced the navigation, and the comparison is rendered per request anyway.
            prefetch={false}
            className={`button ${styles.open}`}
          >
            {t('open', { count })}
          </Link>
        ) : (
          <p className={styles.hint}>{t('chooseMore', { min: MIN_COMPARED, max: MAX_COMPARED })}</p>
        )}
        <button
          type="button"
          className={`button button--ghost ${styles.clear}`}
          onClick={clearComparedEstates}
        >
          {t('clear')}
        </button>
      </div>
      {/* Keyed by the refusal, so a second refused estate is announced again. */}
      <p key={refusals} role="alert" className={refusals > 0 ? styles.refusal : 'visually-hidden'}>
        {refusals > 0 ? t('full', { max: MAX_COMPARED }) : ''}
      </p>
    </aside>
  );
}
