import 'server-only';
import { getEstateFilters } from '@/server/content-service';
import {
  localize,
  type EstateFilters,
  type EstateListingNode,
  type LocalizedString,
} from '@/content-api/schemas';
import {
  buildEstateFiltersBody,
  locationAtCentre,
  parseGeoRange,
  type FilterKey,
  type SearchFilters,
} from '@/domain/search';
import type { Locale } from '@/i18n/locales';
import type { CityChoice, FilterChoice, FilterOptions } from '@/display/listing/listing-types';

type Options = Partial<EstateFilters>;

function without(filters: SearchFilters, keys: readonly FilterKey[]): SearchFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([key]) => !keys.includes(key as FilterKey)),
  ) as SearchFilters;
}

/**
 * Each list is computed without its own filter (the usual faceted search): choosing a type must not
 * make the other types disappear from the type list. Identical selections are asked only once.
 */
const facetsLeftOut = {
  types: ['type', 'subType'],
  transactions: ['transaction'],
  subtypes: ['subType'],
  countries: ['country'],
  prices: ['price-min', 'price-max'],
} as const satisfies Record<string, readonly FilterKey[]>;

type Facet = keyof typeof facetsLeftOut | 'cities';

async function optionsPerFacet(
  node: EstateListingNode,
  filters: SearchFilters,
): Promise<Record<Facet, Options>> {
  const calls = new Map<string, Promise<Options>>();
  const facets = [...(Object.keys(facetsLeftOut) as (keyof typeof facetsLeftOut)[]), 'cities' as const];
  const answers = facets.map((facet) => {
    // A chosen city, or the place a range is centred on, is named from the whole offer: it may have
    // no estate left in this selection.
    const body =
      facet === 'cities'
        ? buildEstateFiltersBody({ node: null, filters: {} })
        : buildEstateFiltersBody({ node, filters: without(filters, facetsLeftOut[facet]) });
    if (facet === 'cities' && !filters.city && !filters.geo_range) return Promise.resolve({});
    const key = JSON.stringify(body);
    const call = calls.get(key) ?? getEstateFilters(body);
    calls.set(key, call);
    return call;
  });
  const resolved = await Promise.all(answers);
  return Object.fromEntries(facets.map((facet, index) => [facet, resolved[index] ?? {}])) as Record<
    Facet,
    Options
  >;
}

/**
 * Choices by name. Two data sources may each have their own id for the same thing ("sold" is 1 in
 * one and 5 in the other): one choice then selects both, as a comma-separated list of ids.
 */
function choices(
  items: readonly { id: number | string; name: LocalizedString }[] | undefined,
  locale: Locale,
): FilterChoice[] {
  const byLabel = new Map<string, string[]>();
  for (const item of items ?? []) {
    const label = localize(item.name, locale) || String(item.id);
    byLabel.set(label, [...(byLabel.get(label) ?? []), String(item.id)]);
  }
  return [...byLabel].map(([label, ids]) => ({
    value: ids.sort((left, right) => Number(left) - Number(right)).join(','),
    label,
  }));
}

const placeLabel = (location: { name: LocalizedString; zip: string }, locale: Locale) =>
  `${localize(location.name, locale)} (${location.zip})`;

function selectedCities(filters: SearchFilters, options: Options, locale: Locale): CityChoice[] {
  const locations = options.locations ?? [];
  return (filters.city ?? []).map((id) => {
    const location = locations.find((candidate) => candidate.id === id);
    return { id, label: location ? placeLabel(location, locale) : String(id) };
  });
}

/**
 * The status choices alone, for checking a status of the URL before the search: asked exactly as the
 * filter bar asks them, so the bar's own call finds the answer kept.
 */
export async function loadTransactionChoices(
  node: EstateListingNode,
  filters: SearchFilters,
  locale: Locale,
): Promise<FilterChoice[]> {
  const body = buildEstateFiltersBody({ node, filters: without(filters, facetsLeftOut.transactions) });
  return choices((await getEstateFilters(body)).transactions, locale);
}

function geoCentre(filters: SearchFilters, options: Options, locale: Locale): string | null {
  const geo = parseGeoRange(filters.geo_range);
  const location = geo && locationAtCentre(geo, options.locations ?? []);
  return location ? placeLabel(location, locale) : null;
}

/** The choices of the filter bar for the current selection, translated. */
export async function loadFilterOptions(
  node: EstateListingNode,
  filters: SearchFilters,
  locale: Locale,
): Promise<FilterOptions> {
  const facets = await optionsPerFacet(node, filters);
  return {
    types: (facets.types.headTypes ?? []).map((type) => ({
      value: String(type.id),
      label: `${localize(type.name, locale) || type.id} (${type.count})`,
    })),
    subtypes: (facets.subtypes.subTypes ?? []).map((subtype) => ({
      value: String(subtype.id),
      label: localize(subtype.name, locale),
      headTypeId: subtype.headTypeId,
    })),
    transactions: choices(facets.transactions.transactions, locale),
    countries: choices(facets.countries.countries, locale),
    selectedCities: selectedCities(filters, facets.cities, locale),
    geoCentre: geoCentre(filters, facets.cities, locale),
    prices: { min: facets.prices.prices?.min ?? null, max: facets.prices.prices?.max ?? null },
  };
}
