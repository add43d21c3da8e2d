'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import type { CityChoice } from '@/display/listing/listing-types';
import { CitySearchBox } from './CitySearchBox';
import styles from './CityPicker.module.css';

type Props = {
  locale: Locale;
  selected: CityChoice[];
  /** Whose words the picker speaks: the listing's filters or the alert form's criteria. */
  namespace: 'EstateFilters' | 'SubscriptionForm';
  onAdd: (city: CityChoice) => void;
  onRemove: (cityId: number) => void;
};

/** Several cities: chosen ones as removable chips, new ones through an autocomplete combobox. */
export function CityPicker({ locale, selected, namespace, onAdd, onRemove }: Props) {
  const t = useTranslations(namespace);
  const id = useId();
  const chosen = new Set(selected.map((city) => city.id));

  return (
    <div className={styles.picker}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {t('city')}
      </label>
      {selected.length > 0 && (
        <ul className={styles.chips} aria-label={t('selectedCities')}>
          {selected.map((city) => (
            <li key={city.id} className={styles.chip}>
              <span>{city.label}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t('removeCity', { city: city.label })}
                onClick={() => onRemove(city.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <CitySearchBox
        locale={locale}
        inputId={`${id}-input`}
        namespace={namespace}
        offers={(city) => !chosen.has(city.id)}
        onChoose={({ id: cityId, label }) => onAdd({ id: cityId, label })}
      />
    </div>
  );
}
