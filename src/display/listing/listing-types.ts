import type { SectionOrder } from '@/domain/search/section-order';
import type { EstateCardModel } from './estate-card-model';

/**
 * A headed group of cards when the visitor groups the listing. The id names the group on every
 * page; the order places it among the sections of all pages loaded so far.
 */
export type ListingSection = { id: string; title: string; order: SectionOrder; estateIds: number[] };

/** One page of a listing as the site's own endpoint answers it, ready to render. */
export type EstatePageAnswer = {
  total: number;
  estates: EstateCardModel[];
  /** Present when the listing is grouped. */
  sections?: ListingSection[];
};

/** A choice in a filter select, already translated. */
export type FilterChoice = { value: string; label: string };

export type CityChoice = { id: number; label: string };

/** What the filter bar can offer for the current selection, translated on the server. */
export type FilterOptions = {
  types: FilterChoice[];
  subtypes: (FilterChoice & { headTypeId: number })[];
  transactions: FilterChoice[];
  countries: FilterChoice[];
  /** Names of the chosen cities, for their chips. */
  selectedCities: CityChoice[];
  /** The name of the place a geo range is centred on, when it is one of the offer's locations. */
  geoCentre: string | null;
  /** The price span of the current matches, as placeholders for the price fields. */
  prices: { min: number | null; max: number | null };
};
