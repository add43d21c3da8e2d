import 'server-only';
import { getRentalFilters, searchRentalUnits } from '@/server/content-service';
import type { RentalCardModel } from '@/display/rental/rental-card-model';
import {
  RENTAL_PAGE_SIZE,
  rentalFiltersBody,
  rentalSearchBody,
  type RentalSearchFilters,
} from '@/domain/rental';
import type { Locale } from '@/i18n/locales';
import { toRentalCardModel } from './rental-cards';
import { rentalFilterChoices, type RentalFilterChoices } from './rental-filter-options';

export type RentalPage = {
  total: number;
  cards: RentalCardModel[];
  /** The search failed (spec §8): nothing to show, and the page says so instead of "no results". */
  failed: boolean;
};

/** One page of rental cards; never throws, a failing service gives an empty, failed page. */
export async function loadRentalPage(
  filters: RentalSearchFilters,
  locale: Locale,
  offset = 0,
  size = RENTAL_PAGE_SIZE,
): Promise<RentalPage> {
  const result = await searchRentalUnits(rentalSearchBody(filters, offset, size), { locale });
  return {
    total: result.total,
    cards: result.results.map((unit) => toRentalCardModel(unit, locale)),
    failed: result.error !== undefined,
  };
}

/** The first page and the filter choices of the rental listing, fetched side by side. */
export async function loadRentalListing(
  filters: RentalSearchFilters,
  locale: Locale,
  today: string,
): Promise<RentalPage & { choices: RentalFilterChoices }> {
  const [page, options] = await Promise.all([
    loadRentalPage(filters, locale),
    getRentalFilters(rentalFiltersBody(filters), { locale }),
  ]);
  return { ...page, choices: rentalFilterChoices(options, locale, today) };
}

/** Today's date as the service writes dates ('2026-07-04'), in Belgian time. */
export function todayInBelgium(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(now);
}
