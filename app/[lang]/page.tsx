import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CmsPageView } from '@/components/cms/CmsPageView';
import { RecentlyViewed } from '@/components/recently-viewed/RecentlyViewed';
import { HomeJsonLd } from '@/components/seo/HomeJsonLd';
import { isLocale } from '@/i18n/locales';
import { loadPageByPath } from '@/server/cms-pages';
import { siteCmsPageMetadata } from '@/server/page-metadata';
import { NotFoundPage } from '@/components/errors/NotFoundPage';

type Props = { params: Promise<{ lang: string }> };

const HOME_PATH = '/';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const page = await loadPageByPath(HOME_PATH, lang);
  if (!page) return {};
  return siteCmsPageMetadata(page, lang, { home: true });
}

export default async function HomePage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const page = await loadPageByPath(HOME_PATH, lang);
  if (!page) return <NotFoundPage locale={lang} />;
  return (
    <>
      <HomeJsonLd locale={lang} />
      <CmsPageView page={page} locale={lang} />
      <RecentlyViewed locale={lang} />
    </>
  );
}
