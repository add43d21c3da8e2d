'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PhotoLoading } from '@/components/cards/ListingCard';
import { EstateCard } from '@/components/listing/EstateCard';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import { favoriteChange } from '@/domain/favorites/favorite-changes';
import { GONE, type SavedFavorite } from '@/domain/favorites/saved-favorite';
import { cardFavoriteState } from './card-favorite-state';
import { EstateGoneError } from './favorite-estate-request';
import { FavoriteButton } from './FavoriteButton';
import { FavoriteCardSkeleton } from './FavoriteCardSkeleton';
import { FavoriteChangeNote } from './FavoriteChangeNote';
import { FavoriteNotice } from './FavoriteNotice';
import { recordSeen, removeFavorite } from './favorites-store';
import styles from './FavoritesList.module.css';

type Props = {
  favorite: SavedFavorite;
  query: UseQueryResult<EstateCardModel>;
  photoLoading: PhotoLoading;
};

/**
 * One saved estate: a skeleton, its card with what changed since it was saved, or a notice when it
 * is gone or failed to load.
 */
export function FavoriteItem({ favorite, query, photoLoading }: Props) {
  const t = useTranslations('FavoritesPage');
  const estateId = favorite.id;
  const model = query.data ?? null;
  const gone = query.error instanceof EstateGoneError;

  useEffect(() => {
    if (gone) recordSeen(estateId, GONE);
  }, [gone, estateId]);

  if (query.isPending) return <FavoriteCardSkeleton />;
  if (gone) {
    return (
      <FavoriteNotice
        tone="gone"
        title={t('goneTitle')}
        text={t('goneText')}
        actionLabel={t('removeGone')}
        onAction={() => removeFavorite(estateId)}
      />
    );
  }
  if (query.isError || !model) {
    return (
      <FavoriteNotice
        tone="failed"
        title={t('failedTitle')}
        text={t('failedText')}
        actionLabel={t('retry')}
        onAction={() => void query.refetch()}
      />
    );
  }
  const current = cardFavoriteState(model);
  const change = favoriteChange(favorite, current);
  return (
    <div className={styles.withNote}>
      <EstateCard
        estate={model}
        headingLevel="h2"
        photoLoading={photoLoading}
        favorite={<FavoriteButton estateId={estateId} current={current} />}
      />
      {change && change.kind !== 'gone' && <FavoriteChangeNote card={model} change={change} />}
    </div>
  );
}
