'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FavoriteButton } from '@/components/favorites/FavoriteButton';
import { cardFavoriteState } from '@/components/favorites/card-favorite-state';
import { useResultPages } from '@/components/result-pages/use-result-pages';
import { EstateGrid } from './EstateGrid';
import { fetchEstatePage } from './fetch-estate-page';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import type { EstatePageAnswer } from '@/display/listing/listing-types';
import { useListingNavigation } from './ListingNavigation';
import { LoadMore } from './LoadMore';
import { mergePages } from './merge-pages';
import type { Locale } from '@/i18n/locales';
import styles from './EstateResults.module.css';

export type EstateResultsProps = {
  locale: Locale;
  nodePath: string;
  /** The filters of the URL as search params: the key of this result set. */
  query: string;
  initialPage: EstatePageAnswer;
};

/** Cards of the first page (server-rendered) and of every page loaded since with "load more". */
export function EstateResultsList({ locale, nodePath, query, initialPage }: EstateResultsProps) {
  const t = useTranslations('Listing');
  const { isPending } = useListingNavigation();
  /** Index of the first card of the page asked for last: it takes the focus when it arrives. */
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const result = useResultPages({
    queryKey: ['estates', locale, nodePath, query],
    initialPage,
    fetchPage: (offset, signal) => fetchEstatePage({ locale, nodePath, query, offset }, signal),
    resultsOf: (page) => page.estates,
    totalOf: (page) => page.total,
  });
  const { estates, sections } = mergePages(result.pages, locale);

  // Keyboard and screen reader users continue where the new cards start.
  const focusEstateId = focusIndex === null ? undefined : estates[focusIndex]?.id;

  function loadMore() {
    setFocusIndex(estates.length);
    result.loadMore();
  }

  const favorite = (estate: EstateCardModel) => (
    <FavoriteButton estateId={estate.id} current={cardFavoriteState(estate)} />
  );

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
      {sections ? (
        sections.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`} className={styles.sectionTitle}>
              {section.title}
            </h2>
            <EstateGrid estates={section.estates} favorite={favorite} focusEstateId={focusEstateId} />
          </section>
        ))
      ) : (
        // A heading of its own keeps the cards' h3 titles in order under the page's h1.
        <section aria-labelledby="listing-results-heading">
          <h2 id="listing-results-heading" className="visually-hidden">
            {t('resultsHeading')}
          </h2>
          <EstateGrid estates={estates} favorite={favorite} eagerCount={3} focusEstateId={focusEstateId} />
        </section>
      )}
      <LoadMore
        shown={estates.length}
        total={result.total}
        hasMore={result.hasMore}
        isLoading={result.isLoadingMore}
        failed={result.loadMoreFailed}
        onLoadMore={loadMore}
      />
    </div>
  );
}
