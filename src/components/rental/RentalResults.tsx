'use client';
import { useState } from 'react';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';
import { fillTemplate } from './fill-template';
import { photoLoadingAt } from '@/components/cards/ListingCard';
import { RentalCard } from './RentalCard';
import type { RentalCardLabels, RentalCardModel } from '@/display/rental/rental-card-model';
import { RentalCardSkeleton } from './RentalCardSkeleton';
import styles from './RentalResults.module.css';

export type RentalResultsLabels = {
  resultsLabel: string;
  /** '{shown} van {total} getoond': the two numbers are filled in here. */
  shownOfTotal: string;
  loadMore: string;
  loadingMore: string;
  loadMoreError: string;
  retry: string;
};

type Props = {
  initialCards: RentalCardModel[];
  total: number;
  /** The filters of the URL, as the query "load more" repeats. */
  query: string;
  /** The language of the JSON endpoint that serves further pages. */
  locale: Locale;
  labels: RentalResultsLabels;
  cardLabels: RentalCardLabels;
};

type MorePage = { total: number; rentals: RentalCardModel[] };

/** The rental grid: the server's first page, then "load more" with the offset (spec §4). */
export function RentalResults({ initialCards, total, query, locale, labels, cardLabels }: Props) {
  const [cards, setCards] = useState(initialCards);
  const [knownTotal, setKnownTotal] = useState(total);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function loadMore() {
    setState('loading');
    const params = new URLSearchParams(query);
    params.set('offset', String(cards.length));
    try {
      const response = await fetch(`${ajaxPath(locale, 'rentals')}?${params.toString()}`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`Load more answered ${response.status}`);
      const page = (await response.json()) as MorePage;
      setCards((shown) => [
        ...shown,
        ...page.rentals.filter((card) => !shown.some((old) => old.id === card.id)),
      ]);
      setKnownTotal(page.total);
      setState('idle');
    } catch (error) {
      console.error(error);
      setState('failed');
    }
  }

  const hasMore = cards.length < knownTotal;
  return (
    <div className={styles.results}>
      <ul className={styles.grid} aria-label={labels.resultsLabel}>
        {cards.map((card, index) => (
          <li key={card.id}>
            <RentalCard rental={card} labels={cardLabels} photoLoading={photoLoadingAt(index, 3)} />
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
        <p className={styles.count}>
          {fillTemplate(labels.shownOfTotal, { shown: cards.length, total: knownTotal })}
        </p>
        <p role="status" className={state === 'failed' ? styles.error : 'visually-hidden'}>
          {state === 'loading' ? labels.loadingMore : state === 'failed' ? labels.loadMoreError : ''}
        </p>
        {hasMore && (
          <button type="button" className="button" onClick={loadMore} disabled={state === 'loading'}>
            {state === 'failed' ? labels.retry : labels.loadMore}
          </button>
        )}
      </div>
    </div>
  );
}
