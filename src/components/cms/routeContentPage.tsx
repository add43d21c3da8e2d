import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import type { InternalPathname } from '@/i18n/pathnames';
import { loadRouteContentPage, type RouteContentProps } from '@/server/route-content-page';
import { CmsPageView } from './CmsPageView';
import { NotFoundPage } from '@/components/errors/NotFoundPage';

/**
 * The view of a fixed, localized route (privacy statement, terms of use) whose text is the content
 * service's page at that route's path in the visitor's language (its metadata:
 * `routeContentMetadata` in server/route-content-page.ts).
 */
export function routeContentPage(route: InternalPathname) {
  return async function RouteContentPage({ params }: RouteContentProps) {
    const { lang } = await params;
    if (!isLocale(lang)) notFound();
    const found = await loadRouteContentPage(route, params);
    if (!found) return <NotFoundPage locale={lang} />;
    setRequestLocale(found.lang);
    return <CmsPageView page={found.page} locale={found.lang} />;
  };
}
