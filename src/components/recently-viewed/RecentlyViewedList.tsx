'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import { forgetVisit } from './recent-store';
import { visitKey, type RecentVisit } from './recent-visits';
import { RecentItem, type RecentItemProps } from './RecentItem';
import { useEstateCards } from './use-estate-cards';
import styles from './RecentlyViewed.module.css';

type Props = {
  locale: Locale;
  visits: readonly RecentVisit[];
  /** Told when the visitor forgot the last page of the list. */
  onEmptied: () => void;
};

type ShownItem = Omit<RecentItemProps, 'onForget'>;

/** The remembered pages as small cards, newest first; each can be forgotten on its own. */
export function RecentlyViewedList({ locale, visits, onEmptied }: Props) {
  const t = useTranslations('RecentlyViewed');
  const estateIds = visits.flatMap((visit) => (visit.kind === 'estate' ? [visit.id] : []));
  const cards = useEstateCards(locale, estateIds);
  const listRef = useRef<HTMLUListElement>(null);
  /** Where the keyboard goes once a forgotten item's button has left the page. */
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button');
    if (buttons?.length) buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [visits]);

  function shown(visit: RecentVisit): ShownItem | 'loading' | null {
    if (visit.kind === 'rental') {
      const { title, place, imageUrl, price } = visit;
      return {
        title,
        place,
        imageUrl,
        price,
        href: { pathname: '/holiday/[rentalUnitId]', params: { rentalUnitId: visit.id } },
      };
    }
    const card = cards.get(visit.id);
    if (card === undefined) return 'loading';
    if (card === 'failed') return null;
    const place = [card.subtype, card.city].filter(Boolean).join(' · ');
    return {
      title: card.title,
      titleLang: card.titleLang,
      href: card.href,
      imageUrl: card.imageUrl,
      price: card.price,
      place,
    };
  }

  function forget(visit: RecentVisit, index: number) {
    forgetVisit(visitKey(visit));
    if (visits.length === 1) onEmptied();
    else focusAt.current = index;
  }

  const loading = visits.some((visit) => shown(visit) === 'loading');
  return (
    <ul ref={listRef} className={styles.list} aria-label={t('listLabel')} aria-busy={loading}>
      {visits.map((visit, index) => {
        const item = shown(visit);
        if (item === null) return null;
        return (
          <li key={visitKey(visit)} data-visit={visitKey(visit)}>
            {item === 'loading' ? (
              <div className={`${styles.item} ${styles.skeleton}`} aria-hidden="true">
                <div className={styles.thumb} />
              </div>
            ) : (
              <RecentItem {...item} onForget={() => forget(visit, index)} />
            )}
          </li>
        );
      })}
    </ul>
  );
}
