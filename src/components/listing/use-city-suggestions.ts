'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locales';
import type { CityChoice } from '@/display/listing/listing-types';

/**
 * A suggested city, with its centre when the service knows it (a geo range is drawn around it), and
 * its name and postal code apart (an address takes them separately).
 */
export type CitySuggestion = CityChoice & {
  name: string;
  zip: string;
  centre: { lat: number; lon: number } | null;
};

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
        // The request and its check load with the first search, not with every page that has a box.
        const { requestCitySuggestions } = await import('./city-suggestions-request');
        const cities = await requestCitySuggestions(locale, trimmed, controller.signal);
        setAnswer({ query: trimmed, result: { status: 'done', cities } });
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
