'use client';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Leaflet measures its container on window resizes only. A page that changes the map's box by itself
 * (a split view reflowing, a filter panel opening) would leave grey strips and misplaced markers.
 */
export function FollowContainerSize() {
  const map = useMap();

  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  return null;
}
