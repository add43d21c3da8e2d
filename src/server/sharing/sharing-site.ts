import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/locales';
import { loadSite } from '@/server/site-shell';
import { getSiteUrl } from '@/server/sites/request-site';
import { shareImagePath, type ShareCard } from './share-image-paths';
import { cardAlt, shareMetadata, type SharingSite } from './share-metadata';

export type SharingSiteWithBrand = SharingSite & { brandColor: string | null };

/**
 * The site being served as sharing tags and images name it: its name (while the service is down, the
 * language's default name), its address and languages, and its brand colour.
 */
export async function loadSharingSite(locale: Locale): Promise<SharingSiteWithBrand> {
  const [site, url, t] = await Promise.all([
    loadSite(),
    getSiteUrl(),
    getTranslations({ locale, namespace: 'Metadata' }),
  ]);
  return {
    name: site?.name ?? t('siteName'),
    url,
    languages: site?.languages ?? locales,
    brandColor: site?.brandColor ?? null,
  };
}

/** The title of the home page in a language: the site's name and what it offers. */
export async function homeTitle(locale: Locale, siteName: string): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return `${siteName} – ${t('homeTagline')}`;
}

/**
 * The sharing tags of a page without content of its own (favourites, keep me informed, the site's
 * default): the site's branded card with the page's title.
 */
export async function cardPageSharing(
  locale: Locale,
  card: ShareCard,
  page: { title: string; description?: string; url?: string },
): Promise<Pick<Metadata, 'openGraph' | 'twitter'>> {
  const site = await loadSharingSite(locale);
  return shareMetadata(
    {
      ...page,
      locale,
      imagePath: shareImagePath(locale, { kind: 'card', card }),
      imageAlt: cardAlt(page.title, site.name),
    },
    site,
  );
}
