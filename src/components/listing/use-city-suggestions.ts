'use client';

import { useEffect, useState } from 'react';
import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';
import type { CityChoice } from '@/display/listing/listing-types';

type CityAnswer = { id: number; zip: string; name: string; lat?: unknown; lon?: unknown };

/**
 * A suggested city, with its centre when the service knows it (a geo range is drawn around it), and
 * its name and postal code apart (an address takes them separately).
 */
export type CitySuggestion = CityChoice & {
  name: string;
  zip: string;
  centre: { lat: number; lon: number } | null;
};

const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function suggestionOf(city: CityAnswer): CitySuggestion {
  const { lat, lon } = city;
  return {
    id: city.id,
    label: `${city.name} (${city.zip})`,
    name: city.name,
    zip: city.zip,
    centre: isCoordinate(lat) && isCoordinate(lon) ? { lat, lon } : null,
  };
}

/** A light check of the answer: the browser bundle stays free of a schema library. */
function citiesOf(answer: unknown): CityAnswer[] {
  const cities = (answer as { cities?: unknown } | null)?.cities;
  if (!Array.isArray(cities)) throw new Error('search-city answered without cities');
  return cities.filter(
    (city): city is CityAnswer =>
      typeof city === 'object' &&
      city !== null &&
      Number.isInteger((city as CityAnswer).id) &&
      typeof (city as CityAnswer).name === 'string' &&
      typeof (city as CityAnswer).zip === 'string',
  );
}

export type CitySuggestions =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; cities: CitySuggestion[] }
  | { status: 'failed' };

/** Shorter input matches too much to be useful. */
export const MIN_CITY_QUERY_LENGTH = 2;
const TYPING_PAUSE_MS = 250;

/** Cities matching what the visitor types, from the site's own search-city endpoint. */
export function useCitySuggestions(locale: Locale, query: string): CitySuggestions {
  const trimmed = query.trim();
  const searchable = trimmed.length >= MIN_CITY_QUERY_LENGTH;
  // The answer remembers its question: a newer question shows "loading" until its own answer comes.
  const [answer, setAnswer] = useState<{ query: string; result: CitySuggestions } | null>(null);

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: trimmed });
        const response = await fetch(`${ajaxPath(locale, 'searchCity')}?${params}`, {
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`search-city answered ${response.status}`);
        const cities = citiesOf(await response.json());
        setAnswer({ query: trimmed, result: { status: 'done', cities: cities.map(suggestionOf) } });
      } catch {
        if (!controller.signal.aborted) setAnswer({ query: trimmed, result: { status: 'failed' } });
      }
    }, TYPING_PAUSE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [locale, trimmed, searchable]);

  if (!searchable) return { status: 'idle' };
  return answer?.query === trimmed ? answer.result : { status: 'loading' };
}
