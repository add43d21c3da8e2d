'use client';

import { useTranslations } from 'next-intl';
import { LARGE_BEDROOM_OPTION } from '@/domain/search/constants';
import { withChanges, withCities, withPriceRange, withTypes } from '@/domain/search/filter-state';
import type { SearchFilters } from '@/domain/search/search-filters';
import type { Locale } from '@/i18n/locales';
import { CityPicker } from './CityPicker';
import { FilterSelect } from './FilterSelect';
import { GeoRangeField } from './GeoRangeField';
import { PriceRangeFields } from './PriceRangeFields';
import { idsOfChoice } from './filter-inputs';
import { choiceOfIds } from '@/display/listing/filter-selection';
import type { FilterOptions } from '@/display/listing/listing-types';
import styles from './FilterBar.module.css';

type Props = {
  locale: Locale;
  filters: SearchFilters;
  options: FilterOptions;
  onChange: (filters: SearchFilters) => void;
};

const bedroomCounts = [1, 2, 3, 4, 5];

/** The filter controls themselves; each change is a new set of filters for the URL. */
export function FilterFields({ locale, filters, options, onChange }: Props) {
  const t = useTranslations('EstateFilters');
  const update = (changes: SearchFilters) => onChange(withChanges(filters, changes));
  const several = (ids: readonly number[] | undefined) =>
    t('severalSelected', { count: String(ids?.length ?? 0) });
  const chosenTypes = filters.type ?? [];
  const subtypes = options.subtypes.filter(
    (subtype) => chosenTypes.length === 0 || chosenTypes.includes(subtype.headTypeId),
  );
  const bedroomChoices = [
    ...bedroomCounts.map((count) => ({ value: String(count), label: String(count) })),
    { value: LARGE_BEDROOM_OPTION, label: t('bedroomsLarge') },
  ];

  return (
    <div className={styles.fields}>
      <CityPicker
        locale={locale}
        selected={options.selectedCities}
        namespace="EstateFilters"
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
        onCommit={(min, max) => onChange(withPriceRange(filters, min, max))}
      />
      <FilterSelect
        label={t('type')}
        anyLabel={t('anyType')}
        value={choiceOfIds(filters.type)}
        choices={options.types}
        combinedLabel={several(filters.type)}
        onChange={(value) => onChange(withTypes(filters, idsOfChoice(value)))}
      />
      {subtypes.length > 0 && (
        <FilterSelect
          label={t('subtype')}
          anyLabel={t('anySubtype')}
          value={choiceOfIds(filters.subType)}
          choices={subtypes}
          combinedLabel={several(filters.subType)}
          onChange={(value) => update({ subType: idsOfChoice(value) })}
        />
      )}
      {options.transactions.length > 0 && (
        <FilterSelect
          label={t('transaction')}
          anyLabel={t('anyTransaction')}
          value={choiceOfIds(filters.transaction)}
          // The server keeps only a status that is one of these choices: nothing else to show.
          choices={options.transactions}
          onChange={(value) => update({ transaction: idsOfChoice(value) })}
        />
      )}
      <FilterSelect
        label={t('bedrooms')}
        anyLabel={t('anyBedrooms')}
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
          label={t('country')}
          anyLabel={t('anyCountry')}
          value={filters.country ?? ''}
          choices={options.countries}
          onChange={(value) => update({ country: value || undefined })}
        />
      )}
      <GeoRangeField locale={locale} filters={filters} centreName={options.geoCentre} onChange={onChange} />
    </div>
  );
}
