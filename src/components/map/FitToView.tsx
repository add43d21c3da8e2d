'use client';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { FitBoundsOptions } from 'leaflet';
import { BELGIUM_VIEW, FIT_MAX_ZOOM, boundsKey, type MarkerBounds } from '@/display/map/map-geometry';

type Props = { bounds: MarkerBounds | null; options: FitBoundsOptions };

const FIT_PADDING: [number, number] = [40, 40];

/** Every marker in view, with room around the outer ones for their pins. */
export const markerFitOptions: FitBoundsOptions = { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM };

/** A searched area edge to edge: a reload shows what the visitor searched, at the zoom they left. */
export const areaFitOptions: FitBoundsOptions = { padding: [0, 0], maxZoom: FIT_MAX_ZOOM };

/**
 * Keeps the map on what the listing shows when that changes: the searched area, else every marker
 * (the visitor filtered the list). The first view is already fitted by the map itself, so only later
 * changes move the view.
 */
export function FitToView({ bounds, options }: Props) {
  const map = useMap();
  const key = boundsKey(bounds);
  const fittedKey = useRef(key);

  useEffect(() => {
    if (fittedKey.current === key) return;
    fittedKey.current = key;
    if (bounds) map.fitBounds(bounds, options);
    else map.setView(BELGIUM_VIEW.center, BELGIUM_VIEW.zoom);
    // `key` stands for `bounds`: a new array with the same corners must not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);

  return null;
}
