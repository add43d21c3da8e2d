import 'server-only';
import { parseRentalFilters, RENTAL_PAGE_SIZE } from '@/domain/rental';
import type { Locale } from '@/i18n/locales';
import { jsonError, jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { loadRentalPage } from './rental-listing';
import { rentalTranslator } from './rental-messages';

/** Offsets beyond this are no page a visitor reaches by "load more". */
const MAX_OFFSET = 10_000;

function readOffset(params: URLSearchParams, locale: Locale): number {
  const raw = params.get('offset') ?? '0';
  const offset = /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
  if (Number.isInteger(offset) && offset <= MAX_OFFSET) return offset;
  const message = rentalTranslator(locale)('RentalReservationErrors.invalidOffset');
  throw new RouteError(errorCodes.invalidInput, message, { offset: message });
}

/**
 * GET /{lang}/ajax/rentals?<rental filters>&offset=<n>: the next page of the listing as
 * `{total, rentals: RentalCardModel[]}`. A failing content service answers 503, not an empty page
 * that would look like the end of the list.
 */
export async function answerRentalPage(request: Request, locale: Locale): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const offset = readOffset(params, locale);
  const page = await loadRentalPage(parseRentalFilters(params), locale, offset, RENTAL_PAGE_SIZE);
  if (page.failed) {
    const message = rentalTranslator(locale)('RentalReservationErrors.serviceUnavailable');
    return jsonError(errorCodes.serviceUnavailable, message);
  }
  return jsonOk({ total: page.total, rentals: page.cards });
}
