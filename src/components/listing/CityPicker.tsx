'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import type { CityChoice } from '@/display/listing/listing-types';
import { MIN_CITY_QUERY_LENGTH, useCitySuggestions } from './use-city-suggestions';
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
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useCitySuggestions(locale, query);
  const chosen = new Set(selected.map((city) => city.id));
  const cities = suggestions.status === 'done' ? suggestions.cities.filter((c) => !chosen.has(c.id)) : [];
  const expanded = open && cities.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(city: CityChoice) {
    onAdd(city);
    setQuery('');
    setActive(-1);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (cities.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + cities.length) % cities.length);
    } else if (event.key === 'Enter' && expanded) {
      event.preventDefault();
      const city = cities[active] ?? cities[0];
      if (city) choose(city);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  }

  const status =
    query.trim().length < MIN_CITY_QUERY_LENGTH
      ? ''
      : suggestions.status === 'loading'
        ? t('citySearching')
        : suggestions.status === 'failed'
          ? t('citySearchFailed')
          : suggestions.status === 'done' && cities.length === 0
            ? t('cityNoMatch')
            : '';

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
      <div className={styles.combo}>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder={t('cityPlaceholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <ul
          id={`${id}-listbox`}
          role="listbox"
          aria-label={t('citySuggestions')}
          className={styles.listbox}
          hidden={!expanded}
        >
          {cities.map((city, index) => (
            <li
              key={city.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(city);
              }}
            >
              {city.label}
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>
    </div>
  );
}
