'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useChangeBeforeCode } from '@/components/forms/use-change-before-code';
import type { Locale } from '@/i18n/locales';
import { MIN_CITY_QUERY_LENGTH, useCitySuggestions, type CitySuggestion } from './use-city-suggestions';
import styles from './CityPicker.module.css';

type Props = {
  locale: Locale;
  /** The input's id, for the label its parent draws. */
  inputId: string;
  /** Whose words the box speaks: the listing's filters, the alert form's criteria or the valuation form. */
  namespace: 'EstateFilters' | 'SubscriptionForm' | 'ValuationForm';
  /** The id of a message about the field (a form's error), when it has one: the box is then invalid. */
  errorId?: string;
  /** Which suggestions may be chosen (not those chosen already, only those with a centre, …). */
  offers?: (city: CitySuggestion) => boolean;
  onChoose: (city: CitySuggestion) => void;
};

/** An autocomplete combobox of the cities on offer: type a name or zip code, pick with keys or pointer. */
export function CitySearchBox({ locale, inputId, namespace, errorId, offers = () => true, onChoose }: Props) {
  const t = useTranslations(namespace);
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useCitySuggestions(locale, query);
  const cities = suggestions.status === 'done' ? suggestions.cities.filter(offers) : [];
  const expanded = open && cities.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;
  const input = useChangeBeforeCode<HTMLInputElement>(typedBeforeCode);

  /** Text typed before the page's code ran: searched for, and offered while the visitor is still in the box. */
  function typedBeforeCode(typed: string) {
    setQuery(typed);
    setOpen(document.activeElement === input.current);
  }

  function choose(city: CitySuggestion) {
    onChoose(city);
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
    <>
      <div className={styles.combo}>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
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
    </>
  );
}
