'use client';
import { useCallback, useEffect, useRef } from 'react';
import type { Map as LeafletMap } from 'leaflet';

/**
 * Leaflet's events do not say who moved the map. A move that starts this soon after the visitor
 * pressed, scrolled or typed on the map is theirs (a zoom button, a wheel turn, arrow keys); a drag
 * always is. Moves the page makes itself (the first fit, a refit to new results, a resize) are not.
 */
const VISITOR_MOVE_WINDOW_MS = 1000;
const INPUT_EVENTS = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;

/**
 * Calls `onMoved` each time the visitor has moved or zoomed the map. The returned function forgets
 * the visitor's last input, so a move the page makes in answer to it is not taken for theirs.
 */
export function useVisitorMoves(map: LeafletMap | null, onMoved: () => void): () => void {
  const lastInputAt = useRef(Number.NEGATIVE_INFINITY);
  const forgetInput = useCallback(() => {
    lastInputAt.current = Number.NEGATIVE_INFINITY;
  }, []);

  useEffect(() => {
    if (!map) return;
    const container = map.getContainer();
    let visitorMoving = false;
    const noteInput = () => {
      lastInputAt.current = performance.now();
    };
    const onMoveStart = () => {
      visitorMoving = performance.now() - lastInputAt.current < VISITOR_MOVE_WINDOW_MS;
    };
    const onDragStart = () => {
      visitorMoving = true;
    };
    const onMoveEnd = () => {
      if (visitorMoving) onMoved();
      visitorMoving = false;
    };
    // Capturing: Leaflet's controls stop their events from bubbling to the map.
    for (const type of INPUT_EVENTS)
      container.addEventListener(type, noteInput, { capture: true, passive: true });
    map.on('movestart', onMoveStart);
    map.on('dragstart', onDragStart);
    map.on('moveend', onMoveEnd);
    return () => {
      for (const type of INPUT_EVENTS) container.removeEventListener(type, noteInput, { capture: true });
      map.off('movestart', onMoveStart);
      map.off('dragstart', onDragStart);
      map.off('moveend', onMoveEnd);
    };
  }, [map, onMoved]);

  return forgetInput;
}
