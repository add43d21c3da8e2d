import type { MapMarker } from '@/display/map/map-marker';

/**
 * Texts of the listing map. `countOne`, `countOther` and `cluster` contain a literal `{count}` that the
 * map fills in, because the number of markers is only known where the map renders.
 */
export type EstateMapLabels = {
  /** Accessible name of the map itself. */
  region: string;
  countOne: string;
  countOther: string;
  /** Shown instead of the count when no estate has a location. */
  empty: string;
  loading: string;
  loadError: string;
  priceOnRequest: string;
  /** Accessible name of a cluster, e.g. '{count} panden: inzoomen'. */
  cluster: string;
  closePopup: string;
  zoomIn: string;
  zoomOut: string;
};

export type EstateMapProps = {
  markers: MapMarker[];
  tileUrl: string;
  attribution: string;
  labels: EstateMapLabels;
  /** Lets the page size the map (a split view on desktop, full screen on mobile). */
  className?: string;
};

export type LocationMapProps = {
  /** A missing or impossible coordinate hides the map altogether (spec §2). */
  lat: number | null | undefined;
  lon: number | null | undefined;
  title: string;
  tileUrl: string;
  attribution: string;
  /** Accessible name of the map. */
  label: string;
  zoom?: number;
  delayMs?: number;
  zoomInLabel?: string;
  zoomOutLabel?: string;
  className?: string;
};
