'use client';

import { useTranslations } from 'next-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PhotoLoading } from '@/components/cards/ListingCard';
import { EstateCard } from '@/components/listing/EstateCard';
import type { EstateCardModel } from '@/display/listing/estate-card-model';
import { EstateGoneError } from './favorite-estate-request';
import { FavoriteButton } from './FavoriteButton';
import { FavoriteCardSkeleton } from './FavoriteCardSkeleton';
import { FavoriteNotice } from './FavoriteNotice';
import { removeFavorite } from './favorites-store';

type Props = {
  estateId: number;
  query: UseQueryResult<EstateCardModel>;
  photoLoading: PhotoLoading;
};

/** One saved estate: a skeleton, its card, or a notice when it is gone or failed to load. */
export function FavoriteItem({ estateId, query, photoLoading }: Props) {
  const t = useTranslations('FavoritesPage');
  const model = query.data ?? null;

  if (query.isPending) return <FavoriteCardSkeleton />;
  if (query.error instanceof EstateGoneError) {
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
  return (
    <EstateCard
      estate={model}
      headingLevel="h2"
      photoLoading={photoLoading}
      favorite={<FavoriteButton estateId={estateId} />}
    />
  );
}
