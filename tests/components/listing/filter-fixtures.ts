import type { FilterOptions } from '@/display/listing/listing-types';

/** The filter bar's texts as the tests expect them, laid over the bundled Dutch ones. */
export const filterTexts = {
  EstateFilters: {
    label: 'Filters',
    open: 'Filters',
    close: 'Filters sluiten',
    city: 'Gemeente',
    cityPlaceholder: 'Gemeente of postcode',
    citySuggestions: 'Voorstellen',
    cityNoMatch: 'Geen gemeente gevonden',
    citySearching: 'Zoeken…',
    citySearchFailed: 'Zoeken lukte niet.',
    removeCity: '{city} verwijderen',
    selectedCities: 'Gekozen gemeenten',
    price: 'Prijs',
    priceMin: 'Minimumprijs',
    priceMax: 'Maximumprijs',
    priceMinPlaceholder: 'Min. €',
    priceMaxPlaceholder: 'Max. €',
    type: 'Type',
    anyType: 'Alle types',
    transaction: 'Status',
    anyTransaction: 'Alle statussen',
    subtype: 'Soort',
    anySubtype: 'Alle soorten',
    bedrooms: 'Slaapkamers',
    anyBedrooms: 'Om het even',
    bedroomsLarge: '6 of meer',
    country: 'Land',
    anyCountry: 'Alle landen',
    severalSelected: '{count} gekozen',
    clear: 'Filters wissen',
  },
};

export const filterOptions: FilterOptions = {
  types: [
    { value: '1', label: 'Huis (87)' },
    { value: '2', label: 'Appartement (60)' },
  ],
  subtypes: [
    { value: '12', label: 'Villa', headTypeId: 1 },
    { value: '21', label: 'Duplex', headTypeId: 2 },
  ],
  transactions: [
    { value: '1,5', label: 'Verkocht' },
    { value: '3', label: 'Te koop' },
  ],
  countries: [{ value: 'BE', label: 'België' }],
  selectedCities: [],
  geoCentre: null,
  prices: { min: 15_000, max: 3_530_000 },
};
