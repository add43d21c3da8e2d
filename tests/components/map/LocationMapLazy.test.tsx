// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationMapLazy } from '@/components/map/LocationMapLazy';
import { stubIntersectionObserver } from '../../support/intersection-observer';
import { textsWrapper } from '../../support/intl';

const leaflet = vi.hoisted(() => ({ loads: 0, fail: false }));

// The Leaflet module itself stays out of jsdom: a stand-in shows what it was given.
vi.mock('@/components/map/LocationMap', () => {
  leaflet.loads += 1;
  type Props = {
    position: [number, number];
    zoom: number;
    title: string;
    label: string;
    onReady: () => void;
  };
  function LocationMapStandIn({ position, zoom, title, label, onReady }: Props) {
    if (leaflet.fail) throw new Error('chunk failed');
    useEffect(onReady, [onReady]);
    return (
      <div
        role="region"
        aria-label={label}
        data-position={position.join(',')}
        data-zoom={zoom}
        title={title}
      />
    );
  }
  return { default: LocationMapStandIn };
});

const props = {
  lat: 50.85,
  lon: 4.35,
  title: 'Appartement aan de Grote Markt',
  tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  attribution: 'Tiles',
  label: 'Ligging op de kaart',
};

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

let viewport: ReturnType<typeof stubIntersectionObserver>;

beforeEach(() => {
  vi.useFakeTimers();
  leaflet.fail = false;
  viewport = stubIntersectionObserver();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders the map where the visitor has scrolled to it. */
function renderInView(element: Parameters<typeof render>[0]) {
  const rendered = render(element, { wrapper: textsWrapper() });
  viewport.bringIntoView();
  return rendered;
}

describe('LocationMapLazy', () => {
  it('loads nothing while its frame is far from the viewport', async () => {
    const loadsBefore = leaflet.loads;
    render(<LocationMapLazy {...props} />);
    await advance(5000);
    expect(screen.getByTestId('map-skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('region')).toBeNull();
    expect(leaflet.loads).toBe(loadsBefore);
    expect(viewport.marginsOf(screen.getByTestId('location-map'))).toEqual(['200px']);
  });

  it('shows a sized placeholder first and loads the map 200 ms after it comes near the viewport', async () => {
    const loadsBefore = leaflet.loads;
    render(<LocationMapLazy {...props} />);
    await advance(1000);
    viewport.bringIntoView();
    expect(screen.getByTestId('map-skeleton')).toBeInTheDocument();
    await advance(199);
    expect(screen.queryByRole('region')).toBeNull();
    expect(leaflet.loads).toBe(loadsBefore);
    await advance(1);
    expect(screen.getByRole('region', { name: 'Ligging op de kaart' })).toBeInTheDocument();
    expect(screen.queryByTestId('map-skeleton')).toBeNull();
  });

  it('opens at zoom 16 on the estate', async () => {
    renderInView(<LocationMapLazy {...props} />);
    await advance(200);
    const map = screen.getByRole('region', { name: 'Ligging op de kaart' });
    expect(map).toHaveAttribute('data-zoom', '16');
    expect(map).toHaveAttribute('data-position', '50.85,4.35');
    expect(map).toHaveAttribute('title', 'Appartement aan de Grote Markt');
  });

  it('follows a different zoom and delay when asked', async () => {
    renderInView(<LocationMapLazy {...props} zoom={13} delayMs={500} />);
    await advance(499);
    expect(screen.queryByRole('region')).toBeNull();
    await advance(1);
    expect(screen.getByRole('region')).toHaveAttribute('data-zoom', '13');
  });

  it.each([
    ['no latitude', { lat: null }],
    ['no longitude', { lon: undefined }],
    ['an impossible latitude', { lat: 123 }],
  ])('renders nothing at all with %s', async (_case, override) => {
    const { container } = renderInView(<LocationMapLazy {...props} {...override} />);
    expect(container).toBeEmptyDOMElement();
    await advance(1000);
    expect(container).toBeEmptyDOMElement();
  });

  it('says so in its frame, with a retry button, when it cannot load', async () => {
    leaflet.fail = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInView(<LocationMapLazy {...props} />);
    await advance(200);
    expect(screen.getByRole('alert')).toHaveTextContent('Dit deel van de pagina kon niet geladen worden.');
    expect(screen.queryByTestId('map-skeleton')).toBeNull();

    leaflet.fail = false;
    await act(async () => screen.getByRole('button', { name: 'Opnieuw proberen' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: props.label })).toBeInTheDocument();
  });

  it('cancels the pending load when the page leaves before the delay', async () => {
    const { unmount } = renderInView(<LocationMapLazy {...props} />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
