import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CmsPageView } from '@/components/cms/CmsPageView';
import { localize } from '@/content-api/schemas';
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
  // The home page carries the site name on its own, without the "| site" suffix of other pages.
  return { ...(await siteCmsPageMetadata(page, lang)), title: { absolute: localize(page.title, lang) } };
}

export default async function HomePage({ params }: Props) {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  setRequestLocale(lang);
  const page = await loadPageByPath(HOME_PATH, lang);
  if (!page) return <NotFoundPage locale={lang} />;
  return <CmsPageView page={page} locale={lang} />;
}
