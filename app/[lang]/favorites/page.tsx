import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavoritesView } from '@/components/favorites/FavoritesView';
import { PageShell } from '@/components/layout/PageShell';
import { config } from '@/config';
import { IslandMessages } from '@/i18n/IslandMessages';
import { isLocale } from '@/i18n/locales';
import { findListingEntry } from '@/server/estates/listing-entry';
import type { Props } from './metadata';

export { generateMetadata } from './metadata';

/** The cards, their changes since saved, and the "mail me about changes" form with its captcha. */
const FAVORITES_CLIENT_NAMESPACES = [
  'FavoritesPage',
  'EstateCard',
  'PriceDrop',
  'FavoriteButton',
  'CompareToggle',
  'FavoritesAlert',
  'SubscriptionErrors',
  'CaptchaNotice',
] as const;

export default async function FavoritesPage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const [t, listing] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'FavoritesPage' }),
    findListingEntry(lang),
  ]);
  const browseHref = listing ? { pathname: '/[...path]' as const, params: { path: listing } } : '/';

  return (
    <PageShell title={t('title')} intro={t('intro')} width="wide">
      <IslandMessages namespaces={FAVORITES_CLIENT_NAMESPACES}>
        <FavoritesView locale={lang} browseHref={browseHref} recaptchaSiteKey={config.recaptchaSiteKey} />
      </IslandMessages>
    </PageShell>
  );
}
