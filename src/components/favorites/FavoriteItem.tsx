'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import type { EstateGroup } from '@/content-api/schemas';
import type { PhotoLoading } from '@/components/cards/ListingCard';
import { EstateCard } from '@/components/listing/EstateCard';
import { toEstateCardModel, type EstateCardModel } from '@/display/listing/estate-card-model';
import type { Locale } from '@/i18n/locales';
import { EstateGoneError } from './favorite-estate-request';
import { FavoriteButton } from './FavoriteButton';
import { FavoriteCardSkeleton } from './FavoriteCardSkeleton';
import { FavoriteNotice } from './FavoriteNotice';
import { removeFavorite } from './favorites-store';

type Props = {
  estateId: number;
  query: UseQueryResult<EstateGroup>;
  locale: Locale;
  photoLoading: PhotoLoading;
};

function cardModel(estate: EstateGroup | undefined, locale: Locale): EstateCardModel | null {
  if (!estate) return null;
  try {
    return toEstateCardModel(estate, locale);
  } catch {
    // A record the card cannot show is treated like a failed load: the visitor can retry or remove it.
    return null;
  }
}

/** One saved estate: a skeleton, its card, or a notice when it is gone or failed to load. */
export function FavoriteItem({ estateId, query, locale, photoLoading }: Props) {
  const t = useTranslations('FavoritesPage');
  const model = useMemo(() => cardModel(query.data, locale), [query.data, locale]);

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
