import 'server-only';
import { cache } from 'react';
import { getPages } from '@/server/content-service';
import type { Locale } from '@/i18n/locales';

/**
 * The path segments of the site's holiday-rental listing page in a language (['vakantieverhuur']),
 * or null when the site has none there. Links to it are a convenience: a failure only hides them.
 */
export const rentalListingPath = cache(async (locale: Locale): Promise<string[] | null> => {
  try {
    const listing = (await getPages()).find((page) => page.template === 'rental-list');
    const segments = (listing?.url[locale] ?? '').split('/').filter(Boolean);
    return segments.length > 0 ? segments : null;
  } catch (error) {
    console.error('The holiday-rental listing page could not be found', error);
    return null;
  }
});
