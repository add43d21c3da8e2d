'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { LazyIsland } from '@/components/errors/LazyIsland';
import { useResultPages } from '@/components/result-pages/use-result-pages';
import type { EstatePageAnswer } from '@/display/listing/listing-types';
import { useListingNavigation } from './ListingNavigation';
import { LoadMore } from './LoadMore';
import type { Locale } from '@/i18n/locales';
import styles from './EstateResults.module.css';

export type EstateResultsProps = {
  locale: Locale;
  nodePath: string;
  /** The filters of the URL as search params: the key of this result set. */
  query: string;
  initialPage: EstatePageAnswer;
  /** The cards of `initialPage`, rendered on the server (EstateResultCards). */
  firstCards: ReactNode;
};

// The card code and the page request arrive with the first "load more", not with the page.
const loadResultCards = () => import('./EstateResultCards').then((module) => module.EstateResultCards);

/** An estate that slipped onto two pages (the offer changed between them) is counted once. */
function shownCount(pages: readonly EstatePageAnswer[]): number {
  return new Set(pages.flatMap((page) => page.estates.map((estate) => estate.id))).size;
}

/** Cards of the first page (server-rendered) and of every page loaded since with "load more". */
export function EstateResultsList({ locale, nodePath, query, initialPage, firstCards }: EstateResultsProps) {
  const t = useTranslations('Listing');
  const { isPending } = useListingNavigation();
  /** Index of the first card of the page asked for last: it takes the focus when it arrives. */
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const result = useResultPages({
    initialPage,
    fetchPage: async (offset, signal) => {
      const { fetchEstatePage } = await import('./fetch-estate-page');
      return fetchEstatePage({ locale, nodePath, query, offset }, signal);
    },
    resultsOf: (page) => page.estates,
    totalOf: (page) => page.total,
  });
  const shown = shownCount(result.pages);

  function loadMore() {
    void loadResultCards().catch(() => {
      // the island reports a chunk that fails, and offers to try again
    });
    setFocusIndex(shown);
    result.loadMore();
  }

  return (
    <div
      className={styles.results}
      aria-busy={isPending || result.isLoadingMore}
      data-pending={isPending ? 'true' : 'false'}
    >
      {isPending && (
        <p className={styles.updating} role="status">
          {t('updating')}
        </p>
      )}
      {result.pages.length === 1 ? (
        firstCards
      ) : (
        <LazyIsland
          load={loadResultCards}
          props={{ pages: result.pages, locale, focusIndex }}
          fallback={firstCards}
        />
      )}
      <LoadMore
        shown={shown}
        total={result.total}
        hasMore={result.hasMore}
        isLoading={result.isLoadingMore}
        failed={result.loadMoreFailed}
        onLoadMore={loadMore}
      />
    </div>
  );
}
