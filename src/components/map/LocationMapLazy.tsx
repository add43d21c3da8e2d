'use client';
import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import { useOnDemand } from '@/components/on-demand/use-on-demand';
import { MapLoadBoundary } from './MapLoadBoundary';
import { MapSkeleton } from './MapSkeleton';
import { AREA_ZOOM, LOCATION_DELAY_MS, LOCATION_ZOOM, toLatLon } from '@/display/map/map-geometry';
import type { LocationMapProps } from './types';
import { useDelay } from './use-delay';
import styles from './LocationMapLazy.module.css';

// Leaflet and its CSS live in this chunk, fetched only once the delay has passed.
const LocationMap = dynamic(() => import('./LocationMap'), { ssr: false, loading: () => null });

type LoadState = 'loading' | 'ready' | 'failed';

// Far enough ahead that a visitor scrolling down finds the map drawn, not its placeholder.
const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * The map of one estate or holiday home (spec §2): hidden without coordinates, loaded lazily — 200 ms
 * after its frame (sized from the start) comes near the viewport, so Leaflet never competes with the
 * photos and a visitor who never scrolls to it never pays for it.
 */
export function LocationMapLazy({
  lat,
  lon,
  approximate = false,
  zoom = approximate ? AREA_ZOOM : LOCATION_ZOOM,
  delayMs = LOCATION_DELAY_MS,
  className,
  ...map
}: LocationMapProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useOnDemand(frameRef, { rootMargin: NEAR_VIEWPORT_MARGIN });
  const due = useDelay(delayMs, near);
  const [state, setState] = useState<LoadState>('loading');
  const markReady = useCallback(() => setState((current) => (current === 'loading' ? 'ready' : current)), []);
  const markFailed = useCallback(() => setState('failed'), []);
  const position = toLatLon(lat, lon);

  // A map that cannot show the place, or cannot load, is left out rather than shown broken.
  if (!position || state === 'failed') return null;

  return (
    <div
      ref={frameRef}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      data-testid="location-map"
    >
      {due && (
        <MapLoadBoundary onError={markFailed}>
          <LocationMap
            position={position}
            zoom={zoom}
            approximate={approximate}
            onReady={markReady}
            {...map}
          />
        </MapLoadBoundary>
      )}
      {state === 'loading' && <MapSkeleton />}
    </div>
  );
}

export default LocationMapLazy;
