import type { CityPickerLabels } from './CityPicker';

/** Every text of the filter bar, translated on the server; placeholders noted where they remain. */
export type FilterBarLabels = {
  label: string;
  /** The button that opens the filters on small screens, with the number of active filters. */
  open: string;
  close: string;
  /** "Show N results" for the current total. */
  showResults: string;
  city: CityPickerLabels;
  price: string;
  priceMin: string;
  priceMax: string;
  priceMinPlaceholder: string;
  priceMaxPlaceholder: string;
  type: string;
  anyType: string;
  transaction: string;
  anyTransaction: string;
  subtype: string;
  anySubtype: string;
  bedrooms: string;
  anyBedrooms: string;
  bedroomsLarge: string;
  country: string;
  anyCountry: string;
  /** Contains a literal `{count}`. */
  severalSelected: string;
  /** The active geo range in words, or null when there is none. */
  geoRange: string | null;
  removeGeoRange: string;
  clear: string;
};
