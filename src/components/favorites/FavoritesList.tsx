'use client';

import { useEffect, useRef, type ComponentProps } from 'react';
import { useQueries } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { fetchFavoriteEstate, shouldRetryFavorite } from './favorite-estate-request';
import { photoLoadingAt } from '@/components/cards/ListingCard';
import { FavoriteCardSkeleton } from './FavoriteCardSkeleton';
import { FavoriteItem } from './FavoriteItem';
import { useSavedFavorites } from './favorites-store';
import { useHydrated } from './use-hydrated';
import styles from './FavoritesList.module.css';

export type FavoritesListProps = {
  locale: Locale;
  /** Where "browse our properties" leads: the first listing of the site, or home. */
  browseHref: ComponentProps<typeof Link>['href'];
};

const SKELETONS_BEFORE_HYDRATION = 3;

/** The saved estates, newest first, each loaded on its own so one slow or gone estate blocks none. */
export function FavoritesList({ locale, browseHref }: FavoritesListProps) {
  const t = useTranslations('FavoritesPage');
  const hydrated = useHydrated();
  const favorites = [...useSavedFavorites()].reverse();
  const ids = favorites.map((favorite) => favorite.id);
  const queries = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['favorite-estate', locale, id],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchFavoriteEstate(locale, id, signal),
      staleTime: 60_000,
      retry: shouldRetryFavorite,
    })),
  });
  const listRef = useRef<HTMLDivElement>(null);
  const previousCount = useRef(ids.length);

  // Removing a favorite takes its button away: keep the keyboard in the list instead of the page top.
  useEffect(() => {
    const removed = ids.length < previousCount.current;
    previousCount.current = ids.length;
    if (removed && document.activeElement === document.body) listRef.current?.focus();
  }, [ids.length]);

  if (!hydrated) {
    return (
      <div className={styles.grid} role="status" aria-label={t('loading')}>
        {Array.from({ length: SKELETONS_BEFORE_HYDRATION }, (_, index) => (
          <FavoriteCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (ids.length === 0) {
    return (
      <div className={styles.empty} ref={listRef} tabIndex={-1}>
        <svg className={styles.emptyIcon} viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
          <path d="M12 20.6l-1.3-1.2C5.9 15.1 2.8 12.3 2.8 8.8 2.8 6 5 3.8 7.8 3.8c1.6 0 3.1.7 4.2 1.9 1.1-1.2 2.6-1.9 4.2-1.9 2.8 0 5 2.2 5 5 0 3.5-3.1 6.3-7.9 10.6L12 20.6z" />
        </svg>
        <h2 className={styles.emptyTitle}>{t('emptyTitle')}</h2>
        <p className={styles.emptyText}>{t('emptyText')}</p>
        <Link href={browseHref} className="button">
          {t('browse')}
        </Link>
      </div>
    );
  }

  const loading = queries.some((query) => query.isPending);
  return (
    <div ref={listRef} tabIndex={-1} className={styles.region}>
      <p className="visually-hidden" role="status">
        {loading ? t('loading') : ''}
      </p>
      <ul className={styles.grid} aria-label={t('listLabel')} aria-busy={loading}>
        {favorites.map((favorite, index) => (
          <li key={favorite.id} className={styles.item}>
            <FavoriteItem
              favorite={favorite}
              query={queries[index]!}
              photoLoading={photoLoadingAt(index, true)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
