'use client';

import { useTranslations } from 'next-intl';
import { photoLoadingAt } from '@/components/cards/ListingCard';
import { useResultPages } from '@/components/result-pages/use-result-pages';
import { fetchRentalPage } from './fetch-rental-page';
import { RentalCard } from './RentalCard';
import type { RentalCardModel } from '@/display/rental/rental-card-model';
import { RentalCardSkeleton } from './RentalCardSkeleton';
import type { Locale } from '@/i18n/locales';
import styles from './RentalResults.module.css';

export type RentalResultsProps = {
  initialCards: RentalCardModel[];
  total: number;
  /** The filters of the URL, as the query "load more" repeats. */
  query: string;
  /** The language of the JSON endpoint that serves further pages. */
  locale: Locale;
};

/** A rental that slipped onto two pages (the offer changed between them) is shown once. */
function uniqueById(cards: readonly RentalCardModel[]): RentalCardModel[] {
  const seen = new Set<RentalCardModel['id']>();
  return cards.filter((card) => !seen.has(card.id) && Boolean(seen.add(card.id)));
}

/** The rental grid: the server's first page, then "load more" with the offset (spec §4). */
export function RentalResultsList({ initialCards, total, query, locale }: RentalResultsProps) {
  const t = useTranslations('RentalResults');
  const result = useResultPages({
    initialPage: { total, rentals: initialCards },
    fetchPage: (offset, signal) => fetchRentalPage({ locale, query, offset }, signal),
    resultsOf: (page) => page.rentals,
    totalOf: (page) => page.total,
  });
  const cards = uniqueById(result.pages.flatMap((page) => page.rentals));
  const state = result.isLoadingMore ? 'loading' : result.loadMoreFailed ? 'failed' : 'idle';

  return (
    <div className={styles.results}>
      <ul className={styles.grid} aria-label={t('resultsLabel')}>
        {cards.map((card, index) => (
          <li key={card.id}>
            <RentalCard rental={card} photoLoading={photoLoadingAt(index, true)} />
          </li>
        ))}
        {state === 'loading' &&
          [0, 1, 2].map((slot) => (
            <li key={`skeleton-${slot}`} aria-hidden="true">
              <RentalCardSkeleton />
            </li>
          ))}
      </ul>
      <div className={styles.more}>
        <p className={styles.count}>{t('shownOfTotal', { shown: cards.length, total: result.total })}</p>
        <p role="status" className={state === 'failed' ? styles.error : 'visually-hidden'}>
          {state === 'loading' ? t('loadingMore') : state === 'failed' ? t('loadMoreError') : ''}
        </p>
        {result.hasMore && (
          <button type="button" className="button" onClick={result.loadMore} disabled={state === 'loading'}>
            {state === 'failed' ? t('retry') : t('loadMore')}
          </button>
        )}
      </div>
    </div>
  );
}
