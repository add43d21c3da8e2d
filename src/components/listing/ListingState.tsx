import { getTranslations } from 'next-intl/server';
import type { SearchFilters } from '@/domain/search';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { selectionCount, withoutSelection } from '@/display/listing/filter-selection';
import { listingHref } from './listing-href';
import { RetryButton } from './RetryButton';
import styles from './ListingState.module.css';

type Props = { kind: 'empty' | 'error'; locale: Locale; path: string[]; filters: SearchFilters };

/** The designed empty result (with "clear filters") and the failed search (with a retry). */
export async function ListingState({ kind, locale, path, filters }: Props) {
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const narrowed = selectionCount(filters) > 0;
  return (
    <section className={styles.state} aria-labelledby="listing-state-title" data-kind={kind}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        {kind === 'empty' ? (
          <path d="M8 22 24 9l16 13v17H8zM19 39V28h10v11M30 30l8 8" />
        ) : (
          <path d="M24 6 44 40H4zM24 18v10M24 33v1" />
        )}
      </svg>
      <h2 id="listing-state-title">{kind === 'empty' ? t('emptyTitle') : t('errorTitle')}</h2>
      <p>{kind === 'empty' ? t('emptyText') : t('errorText')}</p>
      <div className={styles.actions}>
        {kind === 'error' && <RetryButton label={t('retry')} />}
        {narrowed && (
          <Link
            href={listingHref(path, withoutSelection(filters))}
            className={kind === 'empty' ? 'button' : 'button button--ghost'}
            scroll={false}
          >
            {t('clearFilters')}
          </Link>
        )}
      </div>
    </section>
  );
}
