import type { MapMarker } from '@/display/map/map-marker';

export type EstateMapProps = {
  markers: MapMarker[];
  tileUrl: string;
  attribution: string;
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
  /**
   * The point is only approximate (the agency hides the address): the map shows an area around it,
   * zoomed out, never a pin.
   */
  approximate?: boolean;
  delayMs?: number;
  zoomInLabel?: string;
  zoomOutLabel?: string;
  className?: string;
};
