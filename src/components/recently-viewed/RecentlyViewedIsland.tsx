'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LazyIsland } from '@/components/errors/LazyIsland';
import type { Locale } from '@/i18n/locales';
import { forgetAllVisits, recordVisit, useRecentVisits } from './recent-store';
import { visitKey, type RecentVisit } from './recent-visits';
import { RecentSkeleton } from './RecentSkeleton';
import styles from './RecentlyViewed.module.css';

// The list's code (cards, their requests) loads only for a visitor who has something to see in it.
const loadRecentList = () => import('./RecentlyViewedList').then((module) => module.RecentlyViewedList);

type Props = {
  locale: Locale;
  /** The page being shown: remembered as the newest visit, and left out of its own list. */
  current?: RecentVisit;
  /** `page`: a section of its own on a page; `detail`: the foot of a detail page, inside its frame. */
  placement: 'page' | 'detail';
};

/** "Recently viewed": the estates and holiday rentals this browser opened last, newest first. */
export function RecentlyViewedIsland({ locale, current, placement }: Props) {
  const t = useTranslations('RecentlyViewed');
  const currentKey = current ? visitKey(current) : null;
  const visits = useRecentVisits().filter((visit) => visitKey(visit) !== currentKey);
  const [cleared, setCleared] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Props come from the server: the same object until another page is shown, so one record per page.
  useEffect(() => {
    if (current) recordVisit(current);
  }, [current]);

  useEffect(() => {
    if (cleared) headingRef.current?.focus();
  }, [cleared]);

  if (visits.length === 0 && !cleared) return null;

  return (
    <section
      className={`${placement === 'page' ? 'container page-section' : styles.afterDetail} ${styles.section}`}
      aria-labelledby="recently-viewed-heading"
    >
      <div className={styles.head}>
        <h2 id="recently-viewed-heading" className={styles.heading} ref={headingRef} tabIndex={-1}>
          {t('heading')}
        </h2>
        {visits.length > 1 && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              forgetAllVisits();
              setCleared(true);
            }}
          >
            {t('forgetAll')}
          </button>
        )}
      </div>
      {visits.length === 0 ? (
        <p role="status" className={styles.cleared}>
          {t('cleared')}
        </p>
      ) : (
        <LazyIsland
          load={loadRecentList}
          props={{ locale, visits, onEmptied: () => setCleared(true) }}
          fallback={<RecentSkeleton count={Math.min(visits.length, 4)} />}
        />
      )}
    </section>
  );
}
