'use client';
import dynamic from 'next/dynamic';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { MapLoadBoundary } from './MapLoadBoundary';
import { MapSkeleton } from './MapSkeleton';
import { isValidCoordinate } from '@/display/map/map-geometry';
import { markerCountCaptionKey } from './map-text';
import type { EstateMapProps } from './types';
import styles from './EstateMapLazy.module.css';

// Leaflet, the cluster plugin and their CSS live in this chunk, fetched only when a map renders.
const EstateMap = dynamic(() => import('./EstateMap'), { ssr: false, loading: () => null });

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The listing map with its caption. The frame has its size before Leaflet arrives, so the page does
 * not move when the map appears; a skeleton fills it meanwhile.
 */
export function EstateMapLazy({ markers, tileUrl, attribution, className }: EstateMapProps) {
  const t = useTranslations('EstateMap');
  const [state, setState] = useState<LoadState>('loading');
  const captionId = useId();
  const located = useMemo(
    () => markers.filter((marker) => isValidCoordinate(marker.lat, marker.lon)),
    [markers],
  );
  const markReady = useCallback(() => setState((current) => (current === 'loading' ? 'ready' : current)), []);
  const markFailed = useCallback(() => setState('failed'), []);

  return (
    <figure className={[styles.figure, className].filter(Boolean).join(' ')} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption} aria-live="polite">
        {t(markerCountCaptionKey(located.length), { count: located.length })}
      </figcaption>
      <div className={styles.frame}>
        <MapLoadBoundary onError={markFailed}>
          <EstateMap markers={located} tileUrl={tileUrl} attribution={attribution} onReady={markReady} />
        </MapLoadBoundary>
        {state === 'loading' && <MapSkeleton label={t('loading')} />}
        {state === 'failed' && (
          <p className={styles.error} role="alert">
            {t('loadError')}
          </p>
        )}
      </div>
    </figure>
  );
}

export default EstateMapLazy;
