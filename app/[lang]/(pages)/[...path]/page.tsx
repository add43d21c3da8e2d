import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CmsPageView } from '@/components/cms/CmsPageView';
import { EstateListingPage } from '@/components/listing/EstateListingPage';
import { RentalListing } from '@/components/rental/RentalListing';
import { permanentRedirect } from '@/i18n/navigation';
import { isLocale } from '@/i18n/locales';
import { findPageInOtherLanguages, loadPageByPath, pagePathIn } from '@/server/cms-pages';
import { cmsPageMetadata } from '@/server/page-metadata';

type Props = {
  params: Promise<{ lang: string; path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function resolve(params: Props['params']) {
  const { lang, path } = await params;
  if (!isLocale(lang)) return null;
  const pagePath = `/${path.map((segment) => decodeURIComponent(segment)).join('/')}`;
  return { lang, pagePath, page: await loadPageByPath(pagePath, lang) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params);
  return found?.page ? cmsPageMetadata(found.page, found.lang) : {};
}

/** CMS pages by URL: content pages and listing nodes, at the paths the content service gives them. */
export default async function CmsPage({ params, searchParams }: Props) {
  const found = await resolve(params);
  if (!found) notFound();
  const { lang, pagePath, page } = found;
  setRequestLocale(lang);
  if (page?.node?.kind === 'estates') {
    return (
      <EstateListingPage
        page={page}
        node={page.node}
        locale={lang}
        path={pagePath.split('/').filter(Boolean)}
        searchParams={await searchParams}
      />
    );
  }
  if (page?.node?.kind === 'rentals')
    return <RentalListing page={page} locale={lang} searchParams={await searchParams} />;
  if (page) return <CmsPageView page={page} locale={lang} />;

  const elsewhere = await findPageInOtherLanguages(pagePath, lang);
  const target = elsewhere && pagePathIn(elsewhere, lang);
  if (!target) notFound();
  const segments = target.split('/').filter(Boolean);
  permanentRedirect({
    href: segments.length ? { pathname: '/[...path]', params: { path: segments } } : '/',
    locale: lang,
  });
}
