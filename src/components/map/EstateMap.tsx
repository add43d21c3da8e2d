'use client';
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import { useCallback, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Map as LeafletMap } from 'leaflet';
import { MapContainer, TileLayer, ZoomControl } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { useListingNavigation } from '@/components/listing/ListingNavigation';
import { withMapArea } from '@/domain/search/filter-state';
import { parseMapBounds } from '@/domain/search/map-bounds';
import { EstateMarker } from './EstateMarker';
import { FitToView, areaFitOptions, markerFitOptions } from './FitToView';
import { FollowContainerSize } from './FollowContainerSize';
import { MapAccessibility } from './MapAccessibility';
import { clusterIcon } from './leaflet-icons';
import { areaCorners, visibleBox } from './map-area';
import { BELGIUM_VIEW, markerBounds } from '@/display/map/map-geometry';
import { prefersReducedMotion } from './motion';
import { useVisitorMoves } from './use-visitor-moves';
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

/**
 * The listing map: Leaflet, clustered markers and their popups. Loaded on demand by EstateMapLazy.
 * Once the visitor moves or zooms it, "search this area" narrows the listing to what it shows.
 */
export default function EstateMap({ markers, tileUrl, attribution, onReady }: Props) {
  const t = useTranslations('EstateMap');
  const { filters, navigate } = useListingNavigation();
  const area = useMemo(() => parseMapBounds(filters.bounds), [filters.bounds]);
  // A searched area is shown as searched, whatever it holds; otherwise every marker is.
  const view = area
    ? { bounds: areaCorners(area), options: areaFitOptions }
    : { bounds: markerBounds(markers), options: markerFitOptions };
  const [still] = useState(prefersReducedMotion);
  const initialView = view.bounds
    ? { bounds: view.bounds, boundsOptions: view.options }
    : { center: BELGIUM_VIEW.center, zoom: BELGIUM_VIEW.zoom };
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [moved, setMoved] = useState(false);
  const offerSearch = useCallback(() => setMoved(true), []);
  const forgetVisitorInput = useVisitorMoves(map, offerSearch);

  function searchThisArea() {
    if (!map) return;
    // The map may settle on the new area; that is not the visitor moving it again.
    forgetVisitorInput();
    setMoved(false);
    // The button goes away: focus stays on the map rather than falling back to the page.
    map.getContainer().focus({ preventScroll: true });
    navigate(withMapArea(filters, visibleBox(map.getBounds())));
  }
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
    <>
      {moved && (
        <button type="button" className={`button ${styles.searchArea}`} onClick={searchThisArea}>
          {t('searchArea')}
        </button>
      )}
      <MapContainer
        ref={setMap}
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
        <FitToView bounds={view.bounds} options={view.options} />
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
    </>
  );
}
