'use client';
import { useCallback, useRef, useState } from 'react';
import { LazyIsland } from '@/components/errors/LazyIsland';
import { useOnDemand } from '@/components/on-demand/use-on-demand';
import { MapSkeleton } from './MapSkeleton';
import { AREA_ZOOM, LOCATION_DELAY_MS, LOCATION_ZOOM, toLatLon } from '@/display/map/map-geometry';
import type { LocationMapProps } from './types';
import { useDelay } from './use-delay';
import styles from './LocationMapLazy.module.css';

// Leaflet and its CSS live in this chunk, fetched only once the delay has passed.
const loadLocationMap = () => import('./LocationMap').then((module) => module.default);

// Far enough ahead that a visitor scrolling down finds the map drawn, not its placeholder.
const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * The map of one estate or holiday home (spec §2): hidden without coordinates, loaded lazily — 200 ms
 * after its frame (sized from the start) comes near the viewport, so Leaflet never competes with the
 * photos and a visitor who never scrolls to it never pays for it. A map that cannot load says so in
 * its frame, with a retry button (LazyIsland).
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
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const markReady = useCallback(() => setReady(true), []);
  const position = toLatLon(lat, lon);

  // A map that cannot show the place is left out.
  if (!position) return null;

  return (
    <div
      ref={frameRef}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      data-testid="location-map"
    >
      {due && (
        <LazyIsland
          load={loadLocationMap}
          props={{ position, zoom, approximate, onReady: markReady, ...map }}
          noticeClassName={styles.failure}
          onFailure={setFailed}
        />
      )}
      {!ready && !failed && <MapSkeleton />}
    </div>
  );
}

export default LocationMapLazy;
