'use client';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

type Props = { name: string; closePopupLabel?: string; onReady: () => void };

/**
 * Leaflet makes its container focusable (arrow keys pan) but leaves it nameless, and names the popup's
 * close button in English: give both a name in the visitor's language, let Escape close a popup from
 * within, then report the map ready.
 */
export function MapAccessibility({ name, closePopupLabel, onReady }: Props) {
  const map = useMap();

  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', name);
  }, [map, name]);

  useEffect(() => {
    if (!closePopupLabel) return;
    const nameCloseButton = ({ popup }: { popup: { getElement(): HTMLElement | undefined } }) => {
      popup
        .getElement()
        ?.querySelector('.leaflet-popup-close-button')
        ?.setAttribute('aria-label', closePopupLabel);
    };
    map.on('popupopen', nameCloseButton);
    return () => {
      map.off('popupopen', nameCloseButton);
    };
  }, [map, closePopupLabel]);

  // Leaflet closes a popup on Escape only while the map itself has focus, not from inside the popup.
  useEffect(() => {
    const container = map.getContainer();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && container.querySelector('.leaflet-popup')) map.closePopup();
    };
    container.addEventListener('keydown', closeOnEscape);
    return () => container.removeEventListener('keydown', closeOnEscape);
  }, [map]);

  useEffect(() => {
    map.whenReady(onReady);
  }, [map, onReady]);

  return null;
}
