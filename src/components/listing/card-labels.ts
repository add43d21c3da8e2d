import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';

/** The words on an estate card, translated on the server and passed down as plain strings. */
export type EstateCardLabels = {
  badgeForSale: string;
  badgeForRent: string;
  badgeSold: string;
  badgeRented: string;
  badgeOption: string;
  priceOnRequest: string;
  pricePerSquareMeter: string;
  bedrooms: string;
  livingArea: string;
  plotArea: string;
  energyLabel: string;
  noPhoto: string;
};

export async function getEstateCardLabels(locale: Locale): Promise<EstateCardLabels> {
  const t = await getTranslations({ locale, namespace: 'EstateCard' });
  return {
    badgeForSale: t('badgeForSale'),
    badgeForRent: t('badgeForRent'),
    badgeSold: t('badgeSold'),
    badgeRented: t('badgeRented'),
    badgeOption: t('badgeOption'),
    priceOnRequest: t('priceOnRequest'),
    pricePerSquareMeter: t('pricePerSquareMeter'),
    bedrooms: t('bedrooms'),
    livingArea: t('livingArea'),
    plotArea: t('plotArea'),
    energyLabel: t('energyLabel'),
    noPhoto: t('noPhoto'),
  };
}
