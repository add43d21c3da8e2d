import { fetchResultPage } from '@/components/result-pages/fetch-result-page';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';
import type { RentalCardModel } from '@/display/rental/rental-card-model';

/** One page of the rental listing as the site's own endpoint answers it, ready to render. */
export type RentalPageAnswer = { total: number; rentals: RentalCardModel[] };

export type RentalPageRequest = {
  locale: Locale;
  /** The listing's filters as URL search params. */
  query: string;
  offset: number;
};

export function rentalPageUrl({ locale, query, offset }: RentalPageRequest): string {
  const params = new URLSearchParams(query);
  params.set('offset', String(offset));
  return `${ajaxPath(locale, 'rentals')}?${params}`;
}

function isRentalPage(value: unknown): value is RentalPageAnswer {
  const page = value as Partial<RentalPageAnswer> | null;
  return typeof page?.total === 'number' && Array.isArray(page.rentals);
}

/** The next page of the rental listing; throws on any failure, for a retry. */
export function fetchRentalPage(request: RentalPageRequest, signal?: AbortSignal): Promise<RentalPageAnswer> {
  return fetchResultPage(rentalPageUrl(request), isRentalPage, signal);
}
