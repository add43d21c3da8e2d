'use client';
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { EstateMarker } from './EstateMarker';
import { FitToMarkers, fitOptions } from './FitToMarkers';
import { FollowContainerSize } from './FollowContainerSize';
import { MapAccessibility } from './MapAccessibility';
import { clusterIcon } from './leaflet-icons';
import { BELGIUM_VIEW, markerBounds } from '@/display/map/map-geometry';
import { prefersReducedMotion } from './motion';
import type { MapMarker } from '@/display/map/map-marker';
import styles from './EstateMap.module.css';
import theme from './leaflet-theme.module.css';

type Props = {
  markers: MapMarker[];
  tileUrl: string;
  attribution: string;
  onReady: () => void;
};

/** What leaflet.markercluster hands to `iconCreateFunction`. */
type Cluster = { getChildCount(): number };

/** The listing map: Leaflet, clustered markers and their popups. Loaded on demand by EstateMapLazy. */
export default function EstateMap({ markers, tileUrl, attribution, onReady }: Props) {
  const t = useTranslations('EstateMap');
  const bounds = markerBounds(markers);
  const [still] = useState(prefersReducedMotion);
  const initialView = bounds
    ? { bounds, boundsOptions: fitOptions }
    : { center: BELGIUM_VIEW.center, zoom: BELGIUM_VIEW.zoom };
  const iconForCluster = useCallback(
    (cluster: Cluster) => {
      const count = cluster.getChildCount();
      return clusterIcon(count, t('cluster', { count }), {
        base: styles.cluster,
        large: styles.clusterLarge,
      });
    },
    [t],
  );

  return (
    <MapContainer
      {...initialView}
      className={theme.map}
      zoomControl={false}
      zoomAnimation={!still}
      fadeAnimation={!still}
      markerZoomAnimation={!still}
    >
      <TileLayer url={tileUrl} attribution={attribution} />
      <ZoomControl position="topright" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
      <MapAccessibility name={t('region')} closePopupLabel={t('closePopup')} onReady={onReady} />
      <FitToMarkers bounds={bounds} />
      <FollowContainerSize />
      <MarkerClusterGroup
        chunkedLoading
        animate={!still}
        showCoverageOnHover={false}
        iconCreateFunction={iconForCluster}
      >
        {markers.map((marker) => (
          <EstateMarker key={marker.id} marker={marker} priceOnRequest={t('priceOnRequest')} />
        ))}
      </MarkerClusterGroup>
    </MapContainer>
  );
}
