'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { FavoriteState } from '@/domain/favorites/saved-favorite';
import { recordSeen, toggleFavorite, useFavorites } from './favorites-store';
import styles from './FavoriteButton.module.css';

type Props = {
  estateId: number;
  /** The estate's price and status as shown here: a new favourite remembers them. */
  current?: FavoriteState;
};

/** A heart that saves the estate in this browser's favorites, or removes it again. */
export function FavoriteButton({ estateId, current }: Props) {
  const t = useTranslations('FavoriteButton');
  const saved = useFavorites().includes(estateId);
  const label = saved ? t('remove') : t('add');
  const price = current?.price;
  const status = current?.status;

  // Wherever a saved estate shows up, what it is like now is noted: changes since it was saved show
  // on the favourites page and in the navbar.
  useEffect(() => {
    if (saved && status !== undefined && price !== undefined) recordSeen(estateId, { price, status });
  }, [saved, estateId, price, status]);

  return (
    <button
      type="button"
      className={styles.button}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      data-saved={saved ? 'true' : 'false'}
      onClick={(event) => {
        // The button may sit on a clickable card: the click is meant for the heart alone.
        event.preventDefault();
        event.stopPropagation();
        toggleFavorite(estateId, current);
      }}
    >
      <svg
        className={styles.heart}
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M12 20.6l-1.3-1.2C5.9 15.1 2.8 12.3 2.8 8.8 2.8 6 5 3.8 7.8 3.8c1.6 0 3.1.7 4.2 1.9 1.1-1.2 2.6-1.9 4.2-1.9 2.8 0 5 2.2 5 5 0 3.5-3.1 6.3-7.9 10.6L12 20.6z" />
      </svg>
    </button>
  );
}
