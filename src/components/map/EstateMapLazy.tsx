'use client';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LazyIsland } from '@/components/errors/LazyIsland';
import { MapSkeleton } from './MapSkeleton';
import { isValidCoordinate } from '@/display/map/map-geometry';
import { markerCountCaptionKey } from './map-text';
import type { EstateMapProps } from './types';
import styles from './EstateMapLazy.module.css';

// Leaflet, the cluster plugin and their CSS live in this chunk, fetched only when a map renders.
const loadEstateMap = () => import('./EstateMap').then((module) => module.default);

/**
 * The listing map with its caption. The frame has its size before Leaflet arrives, so the page does
 * not move when the map appears; a skeleton fills it meanwhile. A map that cannot load says so in the
 * frame, with a retry button (LazyIsland).
 */
export function EstateMapLazy({ markers, tileUrl, attribution, className }: EstateMapProps) {
  const t = useTranslations('EstateMap');
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const captionId = useId();
  const located = useMemo(
    () => markers.filter((marker) => isValidCoordinate(marker.lat, marker.lon)),
    [markers],
  );
  const markReady = useCallback(() => setReady(true), []);

  return (
    <figure className={[styles.figure, className].filter(Boolean).join(' ')} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption} aria-live="polite">
        {t(markerCountCaptionKey(located.length), { count: located.length })}
      </figcaption>
      <div className={styles.frame}>
        <LazyIsland
          load={loadEstateMap}
          props={{ markers: located, tileUrl, attribution, onReady: markReady }}
          message={t('loadError')}
          noticeClassName={styles.error}
          onFailure={setFailed}
        />
        {!ready && !failed && <MapSkeleton label={t('loading')} />}
      </div>
    </figure>
  );
}

export default EstateMapLazy;
