'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CityPicker } from '@/components/listing/CityPicker';
import type { Locale } from '@/i18n/locales';
import type { CityChoice } from '@/display/listing/listing-types';
import type { SubscribeFormValues, SubscriptionChoice, SubscriptionEdit } from '@/domain/subscriptions';
import { ChoiceGroup } from './ChoiceGroup';
import { fieldErrorText } from './field-error';
import styles from './SubscriptionForm.module.css';

type Props = {
  idPrefix: string;
  locale: Locale;
  form: UseFormReturn<SubscribeFormValues, unknown, SubscriptionEdit>;
  choices: { types: SubscriptionChoice[]; transactions: SubscriptionChoice[] };
  /** Names of the cities already chosen (edit page). */
  initialCities: CityChoice[];
};

/** "At least n bedrooms" for n up to the listing's large bucket (6+, spec §9). */
const BEDROOM_STEPS = [1, 2, 3, 4, 5, 6];

/** An empty field is "no limit", not zero. */
const optionalNumber = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** What the visitor wants to hear about: cities, types, transactions, price range, bedrooms. */
export function CriteriaFields({ idPrefix, locale, form, choices, initialCities }: Props) {
  const t = useTranslations('SubscriptionForm');
  const tError = useTranslations('SubscriptionErrors');
  const [cityNames, setCityNames] = useState(() => new Map(initialCities.map((c) => [c.id, c.label])));
  const id = (field: string) => `${idPrefix}-${field}`;
  const priceError = fieldErrorText(
    form.formState.errors.criteria?.priceMax ?? form.formState.errors.criteria?.priceMin,
    ['criteria', form.formState.errors.criteria?.priceMax ? 'priceMax' : 'priceMin'],
    tError,
  );

  return (
    <fieldset className={styles.criteria}>
      <legend className={styles.criteriaLegend}>{t('criteria')}</legend>
      <p className={styles.hint}>{t('criteriaHint')}</p>
      <Controller
        control={form.control}
        name="criteria.cities"
        render={({ field }) => {
          const chosen = field.value ?? [];
          return (
            <CityPicker
              locale={locale}
              namespace="SubscriptionForm"
              selected={chosen.map((cityId) => ({
                id: cityId,
                label: cityNames.get(cityId) ?? String(cityId),
              }))}
              onAdd={(city) => {
                setCityNames((names) => new Map(names).set(city.id, city.label));
                field.onChange([...chosen.filter((cityId) => cityId !== city.id), city.id]);
              }}
              onRemove={(cityId) => field.onChange(chosen.filter((chosenId) => chosenId !== cityId))}
            />
          );
        }}
      />
      <Controller
        control={form.control}
        name="criteria.types"
        render={({ field }) => (
          <ChoiceGroup
            idPrefix={id('type')}
            legend={t('types')}
            choices={choices.types}
            value={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="criteria.transactions"
        render={({ field }) => (
          <ChoiceGroup
            idPrefix={id('transaction')}
            legend={t('transactions')}
            choices={choices.transactions}
            value={field.value ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <div className={styles.pair}>
        {(['priceMin', 'priceMax'] as const).map((name) => (
          <div key={name} className={styles.field}>
            <label htmlFor={id(name)}>{t(name)}</label>
            <input
              id={id(name)}
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              className={styles.input}
              aria-invalid={priceError ? true : undefined}
              aria-describedby={priceError ? id('price-error') : undefined}
              {...form.register(`criteria.${name}`, { setValueAs: optionalNumber })}
            />
          </div>
        ))}
        {priceError && (
          <p id={id('price-error')} className={`${styles.error} ${styles.pairError}`}>
            {priceError}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={id('bedrooms')}>{t('bedrooms')}</label>
        <select
          id={id('bedrooms')}
          className={styles.input}
          {...form.register('criteria.bedroomsMin', { setValueAs: optionalNumber })}
        >
          <option value="">{t('bedroomsAny')}</option>
          {BEDROOM_STEPS.map((count) => (
            <option key={count} value={String(count)}>
              {t('bedroomsAtLeast', { count })}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
