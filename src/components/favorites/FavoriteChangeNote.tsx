'use client';

import { useTranslations } from 'next-intl';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import type { ClosedStatus, FavoriteChange } from '@/domain/favorites/favorite-changes';
import { formatLikeCardPrice } from './card-favorite-state';
import { acknowledgeChange } from './favorites-store';
import styles from './FavoritesList.module.css';

type Props = {
  card: EstateCardModel;
  change: Exclude<FavoriteChange, { kind: 'gone' }>;
};

const closedMessageKeys = {
  sold: 'closedSold',
  rented: 'closedRented',
  'taken-over': 'closedTakenOver',
} as const satisfies Record<ClosedStatus, string>;

/**
 * Under a favourite's card: what changed since the visitor saved it (a lower price, with both
 * prices, or sold / rented), and a button to take note of it, after which the estate as it is now
 * is what later changes are measured against.
 */
export function FavoriteChangeNote({ card, change }: Props) {
  const t = useTranslations('FavoritesPage');
  return (
    <div className={styles.change} data-change={change.kind}>
      {change.kind === 'priceLowered' ? (
        <p className={styles.changeText}>
          <span aria-hidden="true">
            <strong>{t('priceLowered')}</strong>
            <br />
            {formatLikeCardPrice(card, change.current)}{' '}
            <del className={styles.changeOldPrice}>{formatLikeCardPrice(card, change.previous)}</del>
          </span>
          <span className="visually-hidden">
            {t('priceLoweredSpoken', {
              previous: formatLikeCardPrice(card, change.previous),
              current: formatLikeCardPrice(card, change.current),
            })}
          </span>
        </p>
      ) : (
        <p className={styles.changeText}>
          <strong>{t(closedMessageKeys[change.status])}</strong>
        </p>
      )}
      <button
        type="button"
        className={`button button--ghost ${styles.changeAction}`}
        aria-label={t('acknowledgeFor', { title: card.title })}
        onClick={() => acknowledgeChange(card.id)}
      >
        {t('acknowledge')}
      </button>
    </div>
  );
}
