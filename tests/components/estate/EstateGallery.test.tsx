// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EstateGallery } from '@/components/estate/EstateGallery';
import type { GalleryLabels, GallerySlide } from '@/components/estate/gallery-types';

const carousel = vi.hoisted(() => ({
  slidePrev: vi.fn(),
  slideNext: vi.fn(),
  realIndex: 0,
  /** Set by the mocked carousel: ends a move the way the library does once its animation is over. */
  finishMove: (() => undefined) as (realIndex: number) => void,
}));

type SwiperProps = {
  children: ReactNode;
  onSwiper?: (swiper: unknown) => void;
  onSlideChangeTransitionEnd?: (swiper: { realIndex: number }) => void;
};

// The carousel library measures the layout, which jsdom has none of; its own behaviour is not what is tested here.
vi.mock('swiper/react', () => ({
  Swiper: ({ children, onSwiper, onSlideChangeTransitionEnd }: SwiperProps) => {
    useEffect(() => onSwiper?.(carousel), [onSwiper]);
    carousel.finishMove = (realIndex) => onSlideChangeTransitionEnd?.({ realIndex });
    return <div>{children}</div>;
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}));

const photos: Extract<GallerySlide, { kind: 'photo' }>[] = [0, 1, 2].map((index) => ({
  kind: 'photo',
  src: `https://photos.test/${index}.jpg`,
  thumbnail: `https://photos.test/${index}-s.jpg`,
  alt: `Villa, foto ${index + 1}`,
}));
const videos: Extract<GallerySlide, { kind: 'video' }>[] = [
  { kind: 'video', src: 'https://www.youtube-nocookie.com/embed/abc', title: 'Rondleiding' },
];

const labels: GalleryLabels = {
  carousel: "Foto's",
  previous: 'Vorige foto',
  next: 'Volgende foto',
  showAll: "Alle 3 foto's bekijken",
  openPhoto: photos.map((_, index) => `Foto ${index + 1} van 3 vergroot bekijken`),
  photoPosition: photos.map((_, index) => `Foto ${index + 1} van 3`),
  playVideo: ['Video afspelen: Rondleiding'],
  videos: "Video's",
  lightbox: "Foto's en video's op volledig scherm",
  close: 'Sluiten',
  slideOf: '{index} van {total}',
  play: 'Diavoorstelling starten',
  pause: 'Diavoorstelling pauzeren',
  enterFullscreen: 'Volledig scherm',
  exitFullscreen: 'Volledig scherm verlaten',
};

async function openedLightbox() {
  return screen.findByRole('dialog', { name: labels.lightbox });
}

function counterText(dialog: HTMLElement) {
  return dialog.querySelector('.yarl__counter')?.textContent;
}

describe('EstateGallery', () => {
  it('shows the main photo first, eagerly, with high priority and its size', () => {
    render(<EstateGallery photos={photos} videos={videos} labels={labels} />);
    const images = screen.getAllByRole('img');
    expect(images[0]).toHaveAttribute('src', 'https://photos.test/0.jpg');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '900');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('keeps the lightbox out of the page until it is opened', () => {
    render(<EstateGallery photos={photos} videos={videos} labels={labels} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the lightbox on a photo, with a counter, and the arrow keys move it', async () => {
    render(<EstateGallery photos={photos} videos={videos} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Foto 2 van 3 vergroot bekijken' }));
    const dialog = await openedLightbox();
    expect(counterText(dialog)).toBe('2 / 4');
    // The lightbox takes the focus when it opens and listens for keys where the focus is.
    const press = (key: string) => fireEvent.keyDown(document.activeElement ?? dialog, { key });
    press('ArrowRight');
    await vi.waitFor(() => expect(counterText(dialog)).toBe('3 / 4'));
    press('ArrowLeft');
    await vi.waitFor(() => expect(counterText(dialog)).toBe('2 / 4'));
  });

  it('plays a video in an iframe inside the lightbox', async () => {
    render(<EstateGallery photos={photos} videos={videos} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: /Video afspelen: Rondleiding/ }));
    const dialog = await openedLightbox();
    expect(within(dialog).getByTitle('Rondleiding')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc',
    );
  });

  it('opens "show all" at the photo the carousel shows, and closes again', async () => {
    render(<EstateGallery photos={photos} videos={[]} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: labels.showAll }));
    const dialog = await openedLightbox();
    expect(counterText(dialog)).toBe('1 / 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves the carousel with its arrow buttons', () => {
    render(<EstateGallery photos={photos} videos={[]} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende foto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorige foto' }));
    expect(carousel.slideNext).toHaveBeenCalledTimes(1);
    expect(carousel.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('moves the carousel with the arrow keys while the focus is inside it', () => {
    carousel.slideNext.mockClear();
    render(<EstateGallery photos={photos} videos={[]} labels={labels} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Foto 1 van 3 vergroot bekijken' }), {
      key: 'ArrowRight',
    });
    expect(carousel.slideNext).toHaveBeenCalledTimes(1);
  });

  it('announces the photo in view once the carousel has moved', async () => {
    render(<EstateGallery photos={photos} videos={[]} labels={labels} />);
    const position = screen.getByRole('status');
    expect(position).toHaveTextContent('Foto 1 van 3');
    act(() => carousel.finishMove(2));
    expect(position).toHaveTextContent('Foto 3 van 3');
  });
});
