import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

/** The two accessible names of the heart, translated on the server for `FavoriteButton`. */
export type FavoriteButtonLabels = { addLabel: string; removeLabel: string };

export async function getFavoriteButtonLabels(locale: Locale): Promise<FavoriteButtonLabels> {
  const t = await getTranslations({ locale, namespace: 'FavoriteButton' });
  return { addLabel: t('add'), removeLabel: t('remove') };
}
