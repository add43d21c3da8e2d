'use client';

import { LARGE_BEDROOM_OPTION } from '@/domain/search/constants';
import { withChanges, withCities, withPriceRange, withTypes } from '@/domain/search/filter-state';
import type { SearchFilters } from '@/domain/search/search-filters';
import type { Locale } from '@/i18n/locales';
import { CityPicker } from './CityPicker';
import { FilterSelect } from './FilterSelect';
import { PriceRangeFields } from './PriceRangeFields';
import { choiceOfIds, idsOfChoice } from './filter-inputs';
import type { FilterBarLabels } from './filter-bar-labels';
import type { FilterOptions } from '@/display/listing/listing-types';
import styles from './FilterBar.module.css';

type Props = {
  locale: Locale;
  filters: SearchFilters;
  options: FilterOptions;
  labels: FilterBarLabels;
  onChange: (filters: SearchFilters) => void;
};

const bedroomCounts = [1, 2, 3, 4, 5];

/** The filter controls themselves; each change is a new set of filters for the URL. */
export function FilterFields({ locale, filters, options, labels, onChange }: Props) {
  const update = (changes: SearchFilters) => onChange(withChanges(filters, changes));
  const several = (ids: readonly number[] | undefined) =>
    labels.severalSelected.replace('{count}', String(ids?.length ?? 0));
  const chosenTypes = filters.type ?? [];
  const subtypes = options.subtypes.filter(
    (subtype) => chosenTypes.length === 0 || chosenTypes.includes(subtype.headTypeId),
  );
  const bedroomChoices = [
    ...bedroomCounts.map((count) => ({ value: String(count), label: String(count) })),
    { value: LARGE_BEDROOM_OPTION, label: labels.bedroomsLarge },
  ];

  return (
    <div className={styles.fields}>
      <CityPicker
        locale={locale}
        selected={options.selectedCities}
        labels={labels.city}
        onAdd={(city) => onChange(withCities(filters, [...(filters.city ?? []), city.id]))}
        onRemove={(cityId) =>
          onChange(
            withCities(
              filters,
              (filters.city ?? []).filter((id) => id !== cityId),
            ),
          )
        }
      />
      <PriceRangeFields
        min={filters['price-min']}
        max={filters['price-max']}
        labels={{
          price: labels.price,
          priceMin: labels.priceMin,
          priceMax: labels.priceMax,
          minPlaceholder: labels.priceMinPlaceholder,
          maxPlaceholder: labels.priceMaxPlaceholder,
        }}
        onCommit={(min, max) => onChange(withPriceRange(filters, min, max))}
      />
      <FilterSelect
        label={labels.type}
        anyLabel={labels.anyType}
        value={choiceOfIds(filters.type)}
        choices={options.types}
        combinedLabel={several(filters.type)}
        onChange={(value) => onChange(withTypes(filters, idsOfChoice(value)))}
      />
      {subtypes.length > 0 && (
        <FilterSelect
          label={labels.subtype}
          anyLabel={labels.anySubtype}
          value={choiceOfIds(filters.subType)}
          choices={subtypes}
          combinedLabel={several(filters.subType)}
          onChange={(value) => update({ subType: idsOfChoice(value) })}
        />
      )}
      {options.transactions.length > 0 && (
        <FilterSelect
          label={labels.transaction}
          anyLabel={labels.anyTransaction}
          value={choiceOfIds(filters.transaction)}
          choices={options.transactions}
          combinedLabel={several(filters.transaction)}
          onChange={(value) => update({ transaction: idsOfChoice(value) })}
        />
      )}
      <FilterSelect
        label={labels.bedrooms}
        anyLabel={labels.anyBedrooms}
        value={filters.bedrooms === undefined ? '' : String(filters.bedrooms)}
        choices={bedroomChoices}
        onChange={(value) =>
          update({
            bedrooms: value === LARGE_BEDROOM_OPTION ? LARGE_BEDROOM_OPTION : Number(value) || undefined,
          })
        }
      />
      {(options.countries.length > 1 || filters.country) && (
        <FilterSelect
          label={labels.country}
          anyLabel={labels.anyCountry}
          value={filters.country ?? ''}
          choices={options.countries}
          onChange={(value) => update({ country: value || undefined })}
        />
      )}
      {/* A geo range comes from the URL only: here it can be seen and removed. */}
      {labels.geoRange && (
        <p className={styles.geoRange}>
          <span>{labels.geoRange}</span>
          <button
            type="button"
            className={styles.textButton}
            onClick={() => update({ geo_range: undefined })}
          >
            {labels.removeGeoRange}
          </button>
        </p>
      )}
    </div>
  );
}
