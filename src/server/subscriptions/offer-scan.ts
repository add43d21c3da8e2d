import { defaultLocale } from '@/i18n/locales';
import type { AlertSite } from './alert-sites';
import type { EstateSearch } from './alerts';
import type { OfferScan } from './observations';

const SCAN_PAGE_SIZE = 100;
/** An offer larger than this is looked at in part, and nothing is concluded from what is missing. */
const MAX_SCAN_PAGES = 100;

/**
 * The site's whole offer, sold and rented estates included, a page at a time in a stable order, asked
 * of the service itself (a kept answer may predate the change). Null when the first page fails; a
 * later failure gives what was seen, marked incomplete.
 */
export async function scanOffer(search: EstateSearch, site: AlertSite): Promise<OfferScan | null> {
  const estates = new Map<number, OfferScan['estates'][number]>();
  for (let page = 0; page < MAX_SCAN_PAGES; page += 1) {
    const answer = await search(
      {
        query: {},
        sort: [{ field: 'general.id', direction: 'ASC' }],
        pagination: { from: page * SCAN_PAGE_SIZE, size: SCAN_PAGE_SIZE },
      },
      { locale: defaultLocale, siteId: site.id, cache: 'no-store' },
    );
    if (answer.error) return page === 0 ? null : { estates: [...estates.values()], complete: false };
    for (const estate of answer.results) estates.set(estate.id, estate);
    if ((page + 1) * SCAN_PAGE_SIZE >= answer.total)
      return { estates: [...estates.values()], complete: true };
  }
  return { estates: [...estates.values()], complete: false };
}
