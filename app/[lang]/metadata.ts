import type { Metadata } from 'next';
import { isLocale } from '@/i18n/locales';
import { loadPageByPath } from '@/server/cms-pages';
import { siteCmsPageMetadata } from '@/server/page-metadata';

export type Props = { params: Promise<{ lang: string }> };

export const HOME_PATH = '/';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLocale(lang)) return {};
  const page = await loadPageByPath(HOME_PATH, lang);
  if (!page) return {};
  return siteCmsPageMetadata(page, lang, { home: true });
}
