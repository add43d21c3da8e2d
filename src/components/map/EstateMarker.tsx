'use client';
import type { LeafletEventHandlerFnMap, Popup as LeafletPopup } from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import { pinIcon } from './leaflet-icons';
import { MapMarkerCard } from './MapMarkerCard';
import { markerAccessibleName } from './map-text';
import type { MapMarker } from '@/display/map/map-marker';
import styles from './EstateMap.module.css';

type Props = { marker: MapMarker; priceOnRequest: string };

const FOCUS_ATTEMPTS = 5;

/** The popup's content is rendered by React a moment after Leaflet opens it: wait a few frames. */
function focusPopupLink(popup: LeafletPopup, attemptsLeft = FOCUS_ATTEMPTS) {
  const link = popup
    .getElement()
    ?.querySelector<HTMLAnchorElement>('a[href]:not(.leaflet-popup-close-button)');
  if (link) link.focus({ preventScroll: true });
  else if (attemptsLeft > 0) requestAnimationFrame(() => focusPopupLink(popup, attemptsLeft - 1));
}

/**
 * Keyboard users land in the popup when it opens (Enter on a marker) and back on the marker when it
 * closes (Escape), unless they already moved on to another marker.
 */
const popupFocus: LeafletEventHandlerFnMap = {
  popupopen: (event) => focusPopupLink(event.popup),
  popupclose: (event) => {
    const active = document.activeElement;
    const focusWasInPopup = active === document.body || event.popup.getElement()?.contains(active);
    if (focusWasInPopup) event.target.getElement?.()?.focus({ preventScroll: true });
  },
};

export function EstateMarker({ marker, priceOnRequest }: Props) {
  return (
    <Marker
      position={[marker.lat, marker.lon]}
      icon={pinIcon}
      alt={markerAccessibleName(marker, priceOnRequest)}
      title={marker.title}
      eventHandlers={popupFocus}
    >
      <Popup className={styles.popup} minWidth={220} maxWidth={260} autoPanPadding={[24, 24]}>
        <MapMarkerCard marker={marker} priceOnRequest={priceOnRequest} />
      </Popup>
    </Marker>
  );
}
