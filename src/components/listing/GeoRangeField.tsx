'use client';

import { useCallback, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { GeoDistance } from '@/content-api/schemas';
import { formatBelgianNumber } from '@/domain/estate/number-format';
import { withGeoRange } from '@/domain/search/filter-state';
import {
  DEFAULT_GEO_RANGE_KM,
  GEO_RANGE_DISTANCES_KM,
  parseGeoRange,
  roundedPosition,
} from '@/domain/search/geo-range';
import type { SearchFilters } from '@/domain/search/search-filters';
import type { Locale } from '@/i18n/locales';
import { CitySearchBox } from './CitySearchBox';
import { rememberOwnPosition, useIsOwnPosition } from './own-position-memory';
import { useOwnPosition, type Position } from './use-own-position';
import styles from './FilterBar.module.css';

type Props = {
  locale: Locale;
  filters: SearchFilters;
  /** The name of the place the current range is centred on, as the server found it. */
  centreName: string | null;
  onChange: (filters: SearchFilters) => void;
};

const coordinate = (value: number) => formatBelgianNumber(value, { min: 0, max: 3 });
const samePoint = (left: Position, right: Position) => left.lat === right.lat && left.lon === right.lon;

/** The offered distances, and the one of a link that carries another. */
function distanceChoices(current: number): number[] {
  const offered: number[] = [...GEO_RANGE_DISTANCES_KM];
  return offered.includes(current) ? offered : [...offered, current].sort((a, b) => a - b);
}

/**
 * "Within N km of" a town from the city search or of the visitor's own position. The range replaces
 * the chosen cities (spec §5); it lives in the URL as `geo_range`, and the place is named from its
 * centre, so a reload or a shared link shows the same.
 */
export function GeoRangeField({ locale, filters, centreName, onChange }: Props) {
  const t = useTranslations('GeoRange');
  const id = useId();
  const current = parseGeoRange(filters.geo_range);
  const [chosenKm, setChosenKm] = useState(DEFAULT_GEO_RANGE_KM);
  const km = current?.distanceKm ?? chosenKm;
  // The town just picked is named at once, before the server's page for the new URL arrives.
  const [picked, setPicked] = useState<{ centre: Position; label: string } | null>(null);
  const isOwnPosition = useIsOwnPosition(current);

  const apply = useCallback(
    (geo: GeoDistance | null) => onChange(withGeoRange(filters, geo)),
    [filters, onChange],
  );
  const onFound = useCallback(
    (position: Position) => {
      const centre = roundedPosition(position);
      rememberOwnPosition(centre);
      apply({ distanceKm: km, ...centre });
    },
    [apply, km],
  );
  const { state, locate } = useOwnPosition(onFound);

  const place = !current
    ? null
    : (centreName ??
      (picked && samePoint(picked.centre, current) ? picked.label : null) ??
      (isOwnPosition
        ? t('yourPosition')
        : t('coordinates', { lat: coordinate(current.lat), lon: coordinate(current.lon) })));
  const message =
    state.status === 'locating' ? t('locating') : state.status === 'failed' ? t(state.problem) : '';

  return (
    <fieldset className={styles.geo}>
      <legend className={styles.label}>{t('legend')}</legend>
      <div className={styles.geoControls}>
        <div className={styles.field}>
          <label htmlFor={`${id}-distance`} className={styles.label}>
            {t('distance')}
          </label>
          <select
            id={`${id}-distance`}
            className={styles.select}
            value={String(km)}
            onChange={(event) => {
              const distanceKm = Number(event.target.value);
              setChosenKm(distanceKm);
              if (current) apply({ ...current, distanceKm });
            }}
          >
            {distanceChoices(km).map((distance) => (
              <option key={distance} value={distance}>
                {t('distanceOption', { km: distance })}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.field} ${styles.geoPlace}`}>
          <label htmlFor={`${id}-place`} className={styles.label}>
            {t('place')}
          </label>
          <CitySearchBox
            locale={locale}
            inputId={`${id}-place`}
            namespace="EstateFilters"
            offers={(city) => city.centre !== null}
            onChoose={(city) => {
              if (!city.centre) return;
              setPicked({ centre: city.centre, label: city.label });
              apply({ distanceKm: km, ...city.centre });
            }}
          />
        </div>
        <button
          type="button"
          className={`button button--ghost ${styles.ownPosition}`}
          aria-busy={state.status === 'locating'}
          onClick={locate}
        >
          {t('useMyPosition')}
        </button>
      </div>
      <p className={styles.geoMessage} role="status" aria-live="polite">
        {message}
      </p>
      {current && place && (
        <p className={styles.geoRange}>
          <span>{t('current', { km: current.distanceKm, place })}</span>
          <button type="button" className={styles.textButton} onClick={() => apply(null)}>
            {t('remove')}
          </button>
        </p>
      )}
    </fieldset>
  );
}
