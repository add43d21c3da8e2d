import 'server-only';
import { cache } from 'react';
import { getPageByUrl } from '@/server/content-service';
import type { Page } from '@/content-api/schemas';
import { locales, type Locale } from '@/i18n/locales';

/** One content-service call per page and request, shared by generateMetadata and the page. */
export const loadPageByPath = cache((path: string, locale: Locale) => getPageByUrl(path, locale));

/** The page's own path in a language (without the /{lang} prefix), or null when it has none there. */
export function pagePathIn(page: Pick<Page, 'url'>, locale: Locale): string | null {
  return page.url[locale] ?? null;
}

/**
 * A path that is not a page in the visitor's language may be one in another language (a switched
 * language, an old link): finds that page so the visitor can be sent to its URL in their language.
 */
export async function findPageInOtherLanguages(path: string, locale: Locale): Promise<Page | null> {
  for (const other of locales.filter((candidate) => candidate !== locale)) {
    const page = await loadPageByPath(path, other);
    if (page && pagePathIn(page, locale)) return page;
  }
  return null;
}
