import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CmsPageView } from '@/components/cms/CmsPageView';
import { RecentlyViewed } from '@/components/recently-viewed/RecentlyViewed';
import { HomeJsonLd } from '@/components/seo/HomeJsonLd';
import { isLocale } from '@/i18n/locales';
import { loadPageByPath } from '@/server/cms-pages';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { HOME_PATH, type Props } from './metadata';

export { generateMetadata } from './metadata';

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
