import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { localizedTemplate } from '@/i18n/paths';
import type { InternalPathname } from '@/i18n/pathnames';
import { loadPageByPath } from '@/server/cms-pages';
import { siteCmsPageMetadata } from '@/server/page-metadata';
import { CmsPageView } from './CmsPageView';
import { NotFoundPage } from '@/components/errors/NotFoundPage';

type Props = { params: Promise<{ lang: string }> };

/**
 * A fixed, localized route (privacy statement, terms of use) whose text is the content service's page
 * at that route's path in the visitor's language.
 */
export function routeContentPage(route: InternalPathname) {
  async function load(params: Props['params']) {
    const { lang } = await params;
    if (!isLocale(lang)) return null;
    const page = await loadPageByPath(localizedTemplate(route, lang), lang);
    return page ? { page, lang } : null;
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const found = await load(params);
    return found ? siteCmsPageMetadata(found.page, found.lang) : {};
  }

  async function RouteContentPage({ params }: Props) {
    const { lang } = await params;
    if (!isLocale(lang)) notFound();
    const found = await load(params);
    if (!found) return <NotFoundPage locale={lang} />;
    setRequestLocale(found.lang);
    return <CmsPageView page={found.page} locale={found.lang} />;
  }

  return { generateMetadata, RouteContentPage };
}
