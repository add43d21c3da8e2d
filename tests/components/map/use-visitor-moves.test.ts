// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { Map as LeafletMap } from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { useVisitorMoves } from '@/components/map/use-visitor-moves';

/** Just what the hook uses of a Leaflet map: its container and its move events. */
function fakeMap() {
  const container = document.createElement('div');
  const zoomButton = document.createElement('a');
  container.append(zoomButton);
  // Like Leaflet's controls: the press never reaches the map container by bubbling.
  zoomButton.addEventListener('pointerdown', (event) => event.stopPropagation());
  const handlers = new Map<string, Set<() => void>>();
  const map = {
    getContainer: () => container,
    on: (type: string, handler: () => void) =>
      handlers.set(type, (handlers.get(type) ?? new Set()).add(handler)),
    off: (type: string, handler: () => void) => handlers.get(type)?.delete(handler),
  };
  const fire = (...types: string[]) =>
    types.forEach((type) => handlers.get(type)?.forEach((handler) => handler()));
  return { map: map as unknown as LeafletMap, container, zoomButton, fire };
}

function press(element: Element) {
  element.dispatchEvent(new Event('pointerdown', { bubbles: true }));
}

describe('useVisitorMoves', () => {
  it('tells a move that follows the visitor pressing a zoom button', () => {
    const { map, zoomButton, fire } = fakeMap();
    const onMoved = vi.fn();
    renderHook(() => useVisitorMoves(map, onMoved));
    press(zoomButton);
    fire('movestart', 'moveend');
    expect(onMoved).toHaveBeenCalledTimes(1);
  });

  it('tells a drag, however long the visitor held the mouse before it', () => {
    const { map, fire } = fakeMap();
    const onMoved = vi.fn();
    renderHook(() => useVisitorMoves(map, onMoved));
    fire('movestart', 'dragstart', 'moveend');
    expect(onMoved).toHaveBeenCalledTimes(1);
  });

  it('ignores the moves the page makes itself: fits and resizes', () => {
    const { map, fire } = fakeMap();
    const onMoved = vi.fn();
    renderHook(() => useVisitorMoves(map, onMoved));
    fire('movestart', 'moveend');
    fire('moveend');
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('ignores a move the visitor pressed for long ago', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const { map, container, fire } = fakeMap();
    const onMoved = vi.fn();
    renderHook(() => useVisitorMoves(map, onMoved));
    press(container);
    vi.advanceTimersByTime(5000);
    fire('movestart', 'moveend');
    expect(onMoved).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('forgets the visitor’s input once asked, so the answer to their search is not their move', () => {
    const { map, container, fire } = fakeMap();
    const onMoved = vi.fn();
    const { result } = renderHook(() => useVisitorMoves(map, onMoved));
    press(container);
    result.current();
    fire('movestart', 'moveend');
    expect(onMoved).not.toHaveBeenCalled();
  });
});
