import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { GroupKey } from '@/content-api/schemas';
import { parseGeoRange, type SearchFilters } from '@/domain/search';
import type { Locale } from '@/i18n/locales';
import { getEstateCardLabels } from '@/components/listing/card-labels';
import type { FilterBarLabels } from '@/components/listing/filter-bar-labels';
import { selectionCount } from '@/display/listing/filter-selection';
import type { ResultsLabels } from '@/components/listing/results-labels';

export async function getResultsLabels(locale: Locale): Promise<ResultsLabels> {
  const [t, tFavorite, card] = await Promise.all([
    getTranslations({ locale, namespace: 'Listing' }),
    getTranslations({ locale, namespace: 'FavoriteButton' }),
    getEstateCardLabels(locale),
  ]);
  return {
    heading: t('resultsHeading'),
    updating: t('updating'),
    shownOfTotal: t.raw('shownOfTotal') as string,
    loadMore: t('loadMore'),
    loadingMore: t('loadingMore'),
    loadMoreError: t('loadMoreError'),
    retry: t('retry'),
    favoriteAdd: tFavorite('add'),
    favoriteRemove: tFavorite('remove'),
    card,
  };
}

export async function getFilterBarLabels(
  locale: Locale,
  filters: SearchFilters,
  total: number,
): Promise<FilterBarLabels> {
  const t = await getTranslations({ locale, namespace: 'EstateFilters' });
  const active = selectionCount(filters);
  const geo = filters.geo_range ? parseGeoRange(filters.geo_range) : null;
  return {
    label: t('label'),
    open: active > 0 ? t('openWithCount', { count: active }) : t('open'),
    close: t('close'),
    showResults: t('showResults', { count: total }),
    city: {
      city: t('city'),
      placeholder: t('cityPlaceholder'),
      suggestions: t('citySuggestions'),
      noMatch: t('cityNoMatch'),
      searching: t('citySearching'),
      searchFailed: t('citySearchFailed'),
      removeCity: t.raw('removeCity') as string,
      selectedCities: t('selectedCities'),
    },
    price: t('price'),
    priceMin: t('priceMin'),
    priceMax: t('priceMax'),
    priceMinPlaceholder: t('priceMinPlaceholder'),
    priceMaxPlaceholder: t('priceMaxPlaceholder'),
    type: t('type'),
    anyType: t('anyType'),
    transaction: t('transaction'),
    anyTransaction: t('anyTransaction'),
    subtype: t('subtype'),
    anySubtype: t('anySubtype'),
    bedrooms: t('bedrooms'),
    anyBedrooms: t('anyBedrooms'),
    bedroomsLarge: t('bedroomsLarge'),
    country: t('country'),
    anyCountry: t('anyCountry'),
    severalSelected: t.raw('severalSelected') as string,
    geoRange: geo ? t('geoRange', { km: geo.distanceKm }) : null,
    removeGeoRange: t('removeGeoRange'),
    clear: t('clear'),
  };
}

const groupLabelKeys = {
  type: 'groupType',
  status: 'groupStatus',
  city: 'groupCity',
  subtype: 'groupSubtype',
  price: 'groupPrice',
} as const satisfies Record<GroupKey, string>;

export async function getControlsLabels(locale: Locale, groupOptions: readonly GroupKey[]) {
  const t = await getTranslations({ locale, namespace: 'ListingControls' });
  return {
    sort: t('sort'),
    sortChoices: [
      { sortType: 'date', sortOrder: 'DESC', label: t('sortDateDesc') },
      { sortType: 'date', sortOrder: 'ASC', label: t('sortDateAsc') },
      { sortType: 'price', sortOrder: 'ASC', label: t('sortPriceAsc') },
      { sortType: 'price', sortOrder: 'DESC', label: t('sortPriceDesc') },
      { sortType: 'city', sortOrder: 'ASC', label: t('sortCityAsc') },
      { sortType: 'city', sortOrder: 'DESC', label: t('sortCityDesc') },
      { sortType: 'type', sortOrder: 'ASC', label: t('sortTypeAsc') },
    ] as const,
    group: t('group'),
    groupNone: t('groupNone'),
    groupChoices: groupOptions.map((value) => ({ value, label: t(groupLabelKeys[value]) })),
    view: t('view'),
    viewGallery: t('viewGallery'),
    viewMap: t('viewMap'),
  };
}
