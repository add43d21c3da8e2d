// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EstateMapLazy } from '@/components/map/EstateMapLazy';
import type { MapMarker } from '@/display/map/map-marker';
import { renderInDutch } from '../../support/intl';

const leaflet = vi.hoisted(() => ({ mode: 'ready' as 'ready' | 'pending' | 'fail', onReady: () => {} }));

// The Leaflet module itself stays out of jsdom: a stand-in lists the markers it was given.
vi.mock('@/components/map/EstateMap', async () => {
  const { useEffect } = await import('react');
  const { useTranslations } = await import('next-intl');
  type Props = { markers: MapMarker[]; onReady: () => void };
  function EstateMapStandIn({ markers, onReady }: Props) {
    const t = useTranslations('EstateMap');
    if (leaflet.mode === 'fail') throw new Error('chunk failed');
    leaflet.onReady = onReady;
    useEffect(() => {
      if (leaflet.mode === 'ready') onReady();
    }, [onReady]);
    return (
      <ul aria-label={t('region')}>
        {markers.map((marker) => (
          <li key={marker.id}>{marker.title}</li>
        ))}
      </ul>
    );
  }
  return { default: EstateMapStandIn };
});

const texts = {
  empty: 'Geen van deze panden heeft een locatie op de kaart.',
  loading: 'Kaart wordt geladen…',
  loadError: 'De kaart kon niet worden geladen.',
};

function marker(id: number, lat: number, lon: number): MapMarker {
  return {
    id,
    lat,
    lon,
    title: `Pand ${id}`,
    price: null,
    href: `/nl/aanbod/${id}/pand`,
    imageUrl: null,
    subtitle: '',
  };
}

async function renderMap(markers: MapMarker[]) {
  const view = renderInDutch(
    <EstateMapLazy markers={markers} tileUrl="https://t/{z}/{x}/{y}.png" attribution="" />,
  );
  await act(async () => {});
  return view;
}

beforeEach(() => {
  leaflet.mode = 'ready';
});

describe('EstateMapLazy', () => {
  it('captions the map with the number of estates on it', async () => {
    await renderMap([marker(1, 51.05, 3.72), marker(2, 50.85, 4.35)]);
    expect(screen.getByRole('figure', { name: '2 panden op de kaart' })).toBeInTheDocument();
  });

  it('uses the singular for one estate', async () => {
    await renderMap([marker(1, 51.05, 3.72)]);
    expect(screen.getByText('1 pand op de kaart')).toBeInTheDocument();
  });

  it('counts and shows only estates with a usable location', async () => {
    await renderMap([marker(1, 51.05, 3.72), marker(2, 0, 0), marker(3, Number.NaN, 4)]);
    expect(screen.getByText('1 pand op de kaart')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Kaart met panden' }).textContent).toBe('Pand 1');
  });

  it('says so when no estate has a location', async () => {
    await renderMap([marker(1, 0, 0)]);
    expect(screen.getByText(texts.empty)).toBeInTheDocument();
  });

  it('announces the count politely when it changes', async () => {
    await renderMap([]);
    expect(screen.getByText(texts.empty)).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a loading skeleton until Leaflet is ready', async () => {
    leaflet.mode = 'pending';
    await renderMap([marker(1, 51.05, 3.72)]);
    expect(screen.getByRole('status')).toHaveTextContent(texts.loading);
    act(() => leaflet.onReady());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error with a retry button in place of the map when it cannot load', async () => {
    leaflet.mode = 'fail';
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderMap([marker(1, 51.05, 3.72)]);
    expect(screen.getByRole('alert')).toHaveTextContent(texts.loadError);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('1 pand op de kaart')).toBeInTheDocument();

    leaflet.mode = 'ready';
    await act(async () => screen.getByRole('button', { name: 'Opnieuw proberen' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list')).toHaveTextContent('Pand 1');
  });
});
