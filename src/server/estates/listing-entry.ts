import 'server-only';
import { cache } from 'react';
import { getPages } from '@/server/content-service';
import type { PageSummary } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';

/** The path segments of the first estate listing that has a URL in the language, if any. */
export function firstListingSegments(pages: readonly PageSummary[], locale: Locale): string[] | null {
  for (const page of pages) {
    if (page.template !== 'estate-list') continue;
    const segments = (page.url[locale] ?? '').split('/').filter(Boolean);
    if (segments.length > 0) return segments;
  }
  return null;
}

/**
 * Where a visitor without favorites can start browsing: the site's first estate listing. The pages
 * come from the content service; when it fails the caller falls back to the home page.
 */
export const findListingEntry = cache(async (locale: Locale): Promise<string[] | null> => {
  try {
    return firstListingSegments(await getPages({ locale }), locale);
  } catch (error) {
    console.error('Pages could not be loaded for the favorites page', error);
    return null;
  }
});
