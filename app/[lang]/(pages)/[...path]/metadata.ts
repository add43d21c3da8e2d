import type { Metadata } from 'next';
import { isLocale } from '@/i18n/locales';
import { resolveSitePath } from '@/server/listing/site-path';
import { siteCmsPageMetadata } from '@/server/page-metadata';

export type Props = {
  params: Promise<{ lang: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The CMS page, or the estate landing page, at this path in this language. */
export async function resolve(params: Props['params']) {
  const { lang, path } = await params;
  if (!isLocale(lang)) return null;
  const pagePath = `/${path.map((segment) => decodeURIComponent(segment)).join('/')}`;
  const content = await resolveSitePath(pagePath, lang);
  return { lang, pagePath, page: content?.page ?? null, landing: content?.landing ?? null };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  const page = found?.page ?? found?.landing?.page;
  return page && found ? siteCmsPageMetadata(page, found.lang) : {};
}
