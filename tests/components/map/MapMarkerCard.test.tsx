// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapMarkerCard } from '@/components/map/MapMarkerCard';
import type { MapMarker } from '@/display/map/map-marker';

const marker: MapMarker = {
  id: 7,
  lat: 51.05,
  lon: 3.72,
  title: 'Herenhuis aan de Leie',
  price: '€ 725.000',
  href: '/nl/aanbod/7/herenhuis-te-gent',
  imageUrl: 'https://photos.example/7.svg',
  subtitle: 'Herenhuis · Gent',
};

describe('MapMarkerCard', () => {
  it('links the title to the estate', () => {
    render(<MapMarkerCard marker={marker} priceOnRequest="Prijs op aanvraag" />);
    const link = screen.getByRole('link', { name: 'Herenhuis aan de Leie' });
    expect(link).toHaveAttribute('href', '/nl/aanbod/7/herenhuis-te-gent');
    expect(screen.getByRole('heading', { name: 'Herenhuis aan de Leie' })).toContainElement(link);
  });

  it('shows the photo, the subtitle and the price', () => {
    const { container } = render(<MapMarkerCard marker={marker} priceOnRequest="Prijs op aanvraag" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://photos.example/7.svg');
    expect(screen.getByText('Herenhuis · Gent')).toBeInTheDocument();
    expect(screen.getByText('€ 725.000')).toBeInTheDocument();
  });

  it('keeps the photo out of the accessibility tree: the title already names the estate', () => {
    render(<MapMarkerCard marker={marker} priceOnRequest="Prijs op aanvraag" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('says "price on request" when there is no price', () => {
    render(<MapMarkerCard marker={{ ...marker, price: null }} priceOnRequest="Prijs op aanvraag" />);
    expect(screen.getByText('Prijs op aanvraag')).toBeInTheDocument();
  });

  it('leaves an empty photo area when the estate has no photo', () => {
    const { container } = render(
      <MapMarkerCard marker={{ ...marker, imageUrl: null }} priceOnRequest="Prijs op aanvraag" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Herenhuis aan de Leie' })).toBeInTheDocument();
  });
});
