'use client';

import { useTranslations } from 'next-intl';
import { CitySearchBox } from '@/components/listing/CitySearchBox';
import type { Locale } from '@/i18n/locales';
import { fieldId } from './field-error';
import type { StepProps } from './step-props';
import { ValuationField } from './ValuationField';
import styles from './ValuationForm.module.css';

/**
 * How the municipality is given: searched in the site's list of cities, chosen from it, or typed (a
 * municipality without estates on offer, or the search failing while the content service is down).
 */
export type CityMode = 'search' | 'chosen' | 'manual';

type Props = StepProps & { locale: Locale; cityMode: CityMode; onCityMode: (mode: CityMode) => void };

/** Step 1: the property's address, the municipality through the city picker. */
export function AddressStep({ form, errorOf, locale, cityMode, onCityMode }: Props) {
  const t = useTranslations('ValuationForm');
  const { register, setValue, getValues } = form;
  const cityError = errorOf('address.city') ?? errorOf('address.postalCode');
  const searchId = fieldId('address.city-search');
  const text = (path: 'address.street' | 'address.houseNumber' | 'address.box', autoComplete: string) => (
    <ValuationField
      id={fieldId(path)}
      label={t(path === 'address.street' ? 'street' : path === 'address.box' ? 'box' : 'houseNumber')}
      optional={path === 'address.box' ? t('optional') : undefined}
      error={errorOf(path)}
    >
      {(control) => (
        <input
          type="text"
          autoComplete={autoComplete}
          className={styles.input}
          {...control}
          {...register(path)}
        />
      )}
    </ValuationField>
  );
  const clearCity = (mode: CityMode) => {
    setValue('address.postalCode', '');
    setValue('address.city', '');
    form.clearErrors(['address.postalCode', 'address.city']);
    onCityMode(mode);
  };

  return (
    <>
      {text('address.street', 'address-line1')}
      <div className={styles.pair}>
        {text('address.houseNumber', 'off')}
        {text('address.box', 'off')}
      </div>
      {cityMode === 'manual' ? (
        <div className={styles.pair}>
          <ValuationField
            id={fieldId('address.postalCode')}
            label={t('postalCode')}
            error={errorOf('address.postalCode')}
          >
            {(control) => (
              <input
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                className={styles.input}
                {...control}
                {...register('address.postalCode')}
              />
            )}
          </ValuationField>
          <ValuationField id={fieldId('address.city')} label={t('cityName')} error={errorOf('address.city')}>
            {(control) => (
              <input
                type="text"
                autoComplete="address-level2"
                className={styles.input}
                {...control}
                {...register('address.city')}
              />
            )}
          </ValuationField>
          <button type="button" className={styles.linkButton} onClick={() => clearCity('search')}>
            {t('searchCity')}
          </button>
        </div>
      ) : cityMode === 'chosen' ? (
        <div className={styles.field}>
          <p className={styles.label}>{t('cityChosen')}</p>
          <p className={styles.chosen}>
            <span>
              {getValues('address.city')} ({getValues('address.postalCode')})
            </span>
            <button type="button" className={styles.linkButton} onClick={() => clearCity('search')}>
              {t('changeCity')}
            </button>
          </p>
        </div>
      ) : (
        <div className={styles.field}>
          <label htmlFor={searchId}>{t('city')}</label>
          <CitySearchBox
            locale={locale}
            inputId={searchId}
            namespace="ValuationForm"
            errorId={cityError ? `${searchId}-error` : undefined}
            onChoose={(city) => {
              setValue('address.postalCode', city.zip);
              setValue('address.city', city.name);
              form.clearErrors(['address.postalCode', 'address.city']);
              onCityMode('chosen');
            }}
          />
          {cityError && (
            <p id={`${searchId}-error`} className={styles.error}>
              {cityError}
            </p>
          )}
          <button type="button" className={styles.linkButton} onClick={() => clearCity('manual')}>
            {t('typeCity')}
          </button>
        </div>
      )}
    </>
  );
}
