import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavoritesView } from '@/components/favorites/FavoritesView';
import { PageShell } from '@/components/layout/PageShell';
import { IslandMessages } from '@/i18n/IslandMessages';
import { isLocale } from '@/i18n/locales';
import { favoritesPageAlternates } from '@/server/estates/favorites-metadata';
import { findListingEntry } from '@/server/estates/listing-entry';
import { cardPageSharing } from '@/server/sharing/sharing-site';
import { withSiteLanguages } from '@/server/site-languages';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'FavoritesPage' });
  const alternates = favoritesPageAlternates(lang);
  const title = t('metaTitle');
  const description = t('metaDescription');
  return withSiteLanguages({
    title,
    description,
    // A personal list, different in every browser: nothing for a search engine to index.
    robots: { index: false, follow: true },
    alternates,
    ...(await cardPageSharing(lang, 'favorites', { title, description, url: alternates.canonical })),
  });
}

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
      <IslandMessages namespaces={['FavoritesPage', 'EstateCard', 'FavoriteButton', 'CompareToggle']}>
        <FavoritesView locale={lang} browseHref={browseHref} />
      </IslandMessages>
    </PageShell>
  );
}
