'use client';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { BELGIUM_VIEW, FIT_MAX_ZOOM, boundsKey, type MarkerBounds } from '@/display/map/map-geometry';

type Props = { bounds: MarkerBounds | null };

const FIT_PADDING: [number, number] = [40, 40];

export const fitOptions = { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM };

/**
 * Keeps every marker in view when the set of markers changes (the visitor filtered the list). The
 * first set is already fitted by the map itself, so only later changes move the view.
 */
export function FitToMarkers({ bounds }: Props) {
  const map = useMap();
  const key = boundsKey(bounds);
  const fittedKey = useRef(key);

  useEffect(() => {
    if (fittedKey.current === key) return;
    fittedKey.current = key;
    if (bounds) map.fitBounds(bounds, fitOptions);
    else map.setView(BELGIUM_VIEW.center, BELGIUM_VIEW.zoom);
    // `key` stands for `bounds`: a new array with the same corners must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);

  return null;
}
