import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CmsPageView } from '@/components/cms/CmsPageView';
import { EstateListingPage } from '@/components/listing/EstateListingPage';
import { RentalListing } from '@/components/rental/RentalListing';
import { permanentRedirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { findPageInOtherLanguages, pagePathIn } from '@/server/cms-pages';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { resolve, type Props } from './metadata';

export { generateMetadata } from './metadata';

/** A permanent redirect to another CMS path in the same language (permanentRedirect throws). */
function redirectTo(path: string, locale: Locale): void {
  const segments = path.split('/').filter(Boolean);
  permanentRedirect({
    href: segments.length ? { pathname: '/[...path]', params: { path: segments } } : '/',
    locale,
  });
}

/**
 * CMS pages by URL (content pages and listing nodes, at the paths the content service gives them),
 * then estate landing pages ('/te-koop/gent') and estate collections ('/collectie/3/…').
 */
export default async function CmsPage({ params, searchParams }: Props) {
  const found = await resolve(params);
  // An unknown language is the layout's 404 (app/[lang]/layout.tsx).
  if (!found) notFound();
  const { lang, pagePath, page, landing } = found;
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

  if (landing) {
    const canonical = pagePathIn(landing.page, lang);
    if (canonical && canonical !== pagePath) {
      redirectTo(canonical, lang);
      return null;
    }
    return (
      <EstateListingPage
        page={landing.page}
        node={landing.node}
        locale={lang}
        path={pagePath.split('/').filter(Boolean)}
        searchParams={await searchParams}
      />
    );
  }

  const elsewhere = await findPageInOtherLanguages(pagePath, lang);
  const target = elsewhere && pagePathIn(elsewhere, lang);
  if (!target) return <NotFoundPage locale={lang} />;
  redirectTo(target, lang);
  return null;
}
