'use client';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { MapLoadBoundary } from './MapLoadBoundary';
import { MapSkeleton } from './MapSkeleton';
import { LOCATION_DELAY_MS, LOCATION_ZOOM, toLatLon } from './map-geometry';
import type { LocationMapProps } from './types';
import { useDelay } from './use-delay';
import styles from './LocationMapLazy.module.css';

// Leaflet and its CSS live in this chunk, fetched only once the delay has passed.
const LocationMap = dynamic(() => import('./LocationMap'), { ssr: false, loading: () => null });

type LoadState = 'loading' | 'ready' | 'failed';

/**
 * The map of one estate or holiday home (spec §2): hidden without coordinates, loaded 200 ms after
 * the page so it never competes with the photos, in a frame sized from the start.
 */
export function LocationMapLazy({
  lat,
  lon,
  zoom = LOCATION_ZOOM,
  delayMs = LOCATION_DELAY_MS,
  className,
  ...map
}: LocationMapProps) {
  const due = useDelay(delayMs);
  const [state, setState] = useState<LoadState>('loading');
  const markReady = useCallback(() => setState((current) => (current === 'loading' ? 'ready' : current)), []);
  const markFailed = useCallback(() => setState('failed'), []);
  const position = toLatLon(lat, lon);

  // A map that cannot show the place, or cannot load, is left out rather than shown broken.
  if (!position || state === 'failed') return null;

  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')} data-testid="location-map">
      {due && (
        <MapLoadBoundary onError={markFailed}>
          <LocationMap position={position} zoom={zoom} onReady={markReady} {...map} />
        </MapLoadBoundary>
      )}
      {state === 'loading' && <MapSkeleton />}
    </div>
  );
}

export default LocationMapLazy;
