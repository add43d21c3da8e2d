// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RentalPhotoCarousel } from '@/components/rental/RentalPhotoCarousel';
import { renderInDutch } from '../../support/intl';

const swiper = vi.hoisted(() => ({
  slideNext: vi.fn(),
  slidePrev: vi.fn(),
  slideToLoop: vi.fn(),
  update: vi.fn(),
  destroy: vi.fn(),
}));
const createRentalSwiper = vi.hoisted(() => vi.fn());

// Swiper measures the layout, which jsdom has none of: what is tested is when it is created and used.
vi.mock('@/components/rental/rental-swiper', () => ({ createRentalSwiper }));

const photos = [0, 1, 2].map((index) => ({
  original: `/rental-photo/501/${index}-original.svg`,
  medium: `/rental-photo/501/${index}-medium.svg`,
  thumbnail: `/rental-photo/501/${index}-thumbnail.svg`,
}));

// Worded as the alt texts and names the carousel is checked against.
const texts = { RentalPhotos: { photoAlt: 'Foto {index} van {total}' } };

function showCarousel(shown = photos) {
  return renderInDutch(<RentalPhotoCarousel photos={shown} title="Appartement in De Haan" />, { texts });
}

beforeEach(() => {
  vi.clearAllMocks();
  createRentalSwiper.mockImplementation(() => swiper);
  // The browser is never idle here: only the visitor's own moves create the carousel.
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn(() => 1),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RentalPhotoCarousel', () => {
  it('draws every photo in Swiper’s markup without creating Swiper during hydration', () => {
    const { container } = showCarousel();
    expect(container.querySelectorAll('.swiper > .swiper-wrapper > .swiper-slide')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Foto 1 van 3' })).toHaveAttribute('fetchpriority', 'high');
    expect(createRentalSwiper).not.toHaveBeenCalled();
  });

  it('offers a service photo in every width it is rendered at, sized to the slide, without a second source', () => {
    const sized = [0, 1].map((index) => ({
      original: `/rental-photo/501/${index}-original.jpg?w=2400`,
      medium: `/rental-photo/501/${index}-medium.jpg?w=1024`,
      thumbnail: `/rental-photo/501/${index}-thumbnail.jpg?w=320`,
    }));
    const { container } = showCarousel(sized);
    const first = screen.getByRole('img', { name: 'Foto 1 van 2' });
    expect(first).toHaveAttribute(
      'srcset',
      expect.stringContaining('/rental-photo/501/0-original.jpg?w=320 320w'),
    );
    expect(first).toHaveAttribute('sizes', '(max-width: 768px) 100vw, min(77vh, 747px)');
    expect(container.querySelector('.swiper picture source')).toBeNull();
  });

  it('falls back to the medium photo on small screens for a host without sizes', () => {
    const { container } = showCarousel();
    const source = container.querySelector('.swiper picture source');
    expect(source).toHaveAttribute('media', '(max-width: 768px)');
    expect(source).toHaveAttribute('srcset', '/rental-photo/501/0-medium.svg');
    expect(screen.getByRole('img', { name: 'Foto 1 van 3' })).not.toHaveAttribute('srcset');
  });

  it('fetches Swiper’s code when the browser is idle, but creates Swiper only when the visitor reaches for it', async () => {
    showCarousel();
    const idle = vi.mocked(window.requestIdleCallback);
    await act(async () => {
      (idle.mock.calls[0]?.[0] as IdleRequestCallback)({} as IdleDeadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(createRentalSwiper).not.toHaveBeenCalled();

    // With the code there, Swiper is created within the touch itself, so that very swipe moves it.
    const photo = screen.getByRole('img', { name: 'Foto 2 van 3' });
    fireEvent.pointerDown(photo);
    expect(createRentalSwiper).toHaveBeenCalledTimes(1);
    expect(createRentalSwiper.mock.calls[0]?.[1]).toMatchObject({ several: true, breakpointPx: 768 });
    fireEvent.pointerDown(photo);
    expect(createRentalSwiper).toHaveBeenCalledTimes(1);
  });

  it('moves one photo on an arrow pressed before Swiper was there', async () => {
    showCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende foto' }));
    await waitFor(() => expect(swiper.slideNext).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: 'Foto 3 tonen' }));
    await waitFor(() => expect(swiper.slideToLoop).toHaveBeenCalledWith(2));
    expect(createRentalSwiper).toHaveBeenCalledTimes(1);
  });

  it('shows the position Swiper reports', async () => {
    showCarousel();
    fireEvent.pointerEnter(screen.getByRole('region', { name: "Foto's van de vakantiewoning" }));
    await waitFor(() => expect(createRentalSwiper).toHaveBeenCalled());
    const { onSlideChange } = createRentalSwiper.mock.calls[0]?.[1] as { onSlideChange: (i: number) => void };
    act(() => onSlideChange(1));
    expect(screen.getByTestId('carousel-position')).toHaveTextContent('2 / 3');
  });

  it('is a single photo without arrows or Swiper loop when there is only one', () => {
    showCarousel(photos.slice(0, 1));
    expect(screen.queryByRole('button', { name: 'Volgende foto' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('carousel-position')).not.toBeInTheDocument();
  });
});
