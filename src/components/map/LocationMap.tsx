'use client';
import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import { Circle, MapContainer, Marker, TileLayer, ZoomControl } from 'react-leaflet';
import { FollowContainerSize } from './FollowContainerSize';
import { MapAccessibility } from './MapAccessibility';
import { pinIcon } from './leaflet-icons';
import { AREA_RADIUS_METRES, type LatLonPair } from '@/display/map/map-geometry';
import { prefersReducedMotion } from './motion';
import theme from './leaflet-theme.module.css';

type Props = {
  position: LatLonPair;
  title: string;
  tileUrl: string;
  attribution: string;
  label: string;
  zoom: number;
  /** Draw an area around the point instead of a pin: the point is only approximate. */
  approximate: boolean;
  zoomInLabel?: string;
  zoomOutLabel?: string;
  onReady: () => void;
};

/**
 * One estate's location (spec §2), or the area around it when the address is hidden: a fixed zoom, the mouse wheel left to the page so scrolling past
 * the map never zooms it, zoom buttons instead, one marker. Loaded on demand by LocationMapLazy.
 */
export default function LocationMap({
  position,
  title,
  tileUrl,
  attribution,
  label,
  zoom,
  approximate,
  ...rest
}: Props) {
  const [still] = useState(prefersReducedMotion);
  // Leaflet copies options as given: an undefined title would read "undefined".
  const zoomTitles = {
    ...(rest.zoomInLabel ? { zoomInTitle: rest.zoomInLabel } : {}),
    ...(rest.zoomOutLabel ? { zoomOutTitle: rest.zoomOutLabel } : {}),
  };

  return (
    <MapContainer
      center={position}
      zoom={zoom}
      scrollWheelZoom={false}
      zoomControl={false}
      zoomAnimation={!still}
      fadeAnimation={!still}
      markerZoomAnimation={!still}
      className={theme.map}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <ZoomControl position="topleft" {...zoomTitles} />
      <MapAccessibility name={label} onReady={rest.onReady} />
      <FollowContainerSize />
      {approximate ? (
        <Circle center={position} radius={AREA_RADIUS_METRES} interactive={false} className={theme.area} />
      ) : (
        // Nothing happens on a click, so the marker is no button: it only names the place.
        <Marker
          position={position}
          icon={pinIcon}
          alt={title}
          title={title}
          interactive={false}
          keyboard={false}
        />
      )}
    </MapContainer>
  );
}
