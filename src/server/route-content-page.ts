import type { Metadata } from 'next';
import { isLocale } from '@/i18n/locales';
import { localizedTemplate } from '@/i18n/paths';
import type { InternalPathname } from '@/i18n/pathnames';
import { loadPageByPath } from '@/server/cms-pages';
import { siteCmsPageMetadata } from '@/server/page-metadata';

export type RouteContentProps = { params: Promise<{ lang: string }> };

/**
 * The content service's page at a fixed, localized route (privacy statement, terms of use) in the
 * visitor's language, or null when there is none.
 */
export async function loadRouteContentPage(route: InternalPathname, params: RouteContentProps['params']) {
  const { lang } = await params;
  if (!isLocale(lang)) return null;
  const page = await loadPageByPath(localizedTemplate(route, lang), lang);
  return page ? { page, lang } : null;
}

/** That page's metadata; kept apart from its view so the language switcher's slot imports no component. */
export function routeContentMetadata(route: InternalPathname) {
  return async function generateMetadata({ params }: RouteContentProps): Promise<Metadata> {
    const found = await loadRouteContentPage(route, params);
    return found ? siteCmsPageMetadata(found.page, found.lang) : {};
  };
}
