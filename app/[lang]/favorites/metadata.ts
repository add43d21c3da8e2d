import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { favoritesPageAlternates } from '@/server/estates/favorites-metadata';
import { cardPageSharing } from '@/server/sharing/sharing-site';
import { withSiteLanguages } from '@/server/site-languages';

export type Props = { params: Promise<{ lang: string }> };

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
