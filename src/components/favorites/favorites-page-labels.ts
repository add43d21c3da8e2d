import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getEstateCardLabels } from '@/components/listing/card-labels';
import type { Locale } from '@/i18n/locales';
import { getFavoriteButtonLabels } from './favorite-labels';
import type { FavoritesListLabels } from './favorites-list-labels';

/** Everything the favorites island says, in one language. */
export async function getFavoritesListLabels(locale: Locale): Promise<FavoritesListLabels> {
  const [t, card, heart] = await Promise.all([
    getTranslations({ locale, namespace: 'FavoritesPage' }),
    getEstateCardLabels(locale),
    getFavoriteButtonLabels(locale),
  ]);
  return {
    listLabel: t('listLabel'),
    loading: t('loading'),
    emptyTitle: t('emptyTitle'),
    emptyText: t('emptyText'),
    browse: t('browse'),
    goneTitle: t('goneTitle'),
    goneText: t('goneText'),
    removeGone: t('removeGone'),
    failedTitle: t('failedTitle'),
    failedText: t('failedText'),
    retry: t('retry'),
    addFavorite: heart.addLabel,
    removeFavorite: heart.removeLabel,
    card,
  };
}
