import { ajaxPath } from '@/domain/forms/ajax-endpoints';
import type { Locale } from '@/i18n/locales';
import type { CitySuggestion } from './use-city-suggestions';

type CityAnswer = { id: number; zip: string; name: string; lat?: unknown; lon?: unknown };

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

/** The cities matching `query`, from the site's own search-city endpoint. */
export async function requestCitySuggestions(
  locale: Locale,
  query: string,
  signal: AbortSignal,
): Promise<CitySuggestion[]> {
  const params = new URLSearchParams({ q: query });
  const response = await fetch(`${ajaxPath(locale, 'searchCity')}?${params}`, { signal });
  if (!response.ok) throw new Error(`search-city answered ${response.status}`);
  return citiesOf(await response.json()).map(suggestionOf);
}
