// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EstateGallery } from '@/components/estate/EstateGallery';
import type { GallerySlide } from '@/components/estate/gallery-types';
import { renderInDutch } from '../../support/intl';

const carousel = vi.hoisted(() => ({
  slidePrev: vi.fn(),
  slideNext: vi.fn(),
  destroy: vi.fn(),
  realIndex: 0,
  /** Swiper's event subscriptions, so a test can end a move the way Swiper does. */
  handlers: new Map<string, () => void>(),
  on(event: string, handler: () => void) {
    this.handlers.set(event, handler);
  },
}));
const createEstateSwiper = vi.hoisted(() => vi.fn(() => carousel));

// The carousel library measures the layout, which jsdom has none of; its own behaviour is not what is tested here.
vi.mock('@/components/estate/estate-swiper', () => ({ createEstateSwiper }));

const photos: Extract<GallerySlide, { kind: 'photo' }>[] = [0, 1, 2].map((index) => ({
  kind: 'photo',
  src: `https://photos.test/${index}.jpg`,
  thumbnail: `https://photos.test/${index}-s.jpg`,
  alt: `Villa, foto ${index + 1}`,
}));
const videos: Extract<GallerySlide, { kind: 'video' }>[] = [
  { kind: 'video', src: 'https://www.youtube-nocookie.com/embed/abc', title: 'Rondleiding' },
];

/** The carousel's name as these tests know it; every other text is the bundled Dutch one. */
const texts = { EstateMedia: { carousel: "Foto's" } };
const labels = {
  showAll: "Alle 3 foto's bekijken",
  lightbox: "Foto's en video's op volledig scherm",
};

async function openedLightbox() {
  return screen.findByRole('dialog', { name: labels.lightbox });
}

function counterText(dialog: HTMLElement) {
  return dialog.querySelector('.yarl__counter')?.textContent;
}

describe('EstateGallery', () => {
  it('shows the main photo first, eagerly, with high priority and its size', () => {
    renderInDutch(<EstateGallery photos={photos} videos={videos} />, { texts });
    const images = screen.getAllByRole('img');
    expect(images[0]).toHaveAttribute('src', 'https://photos.test/0.jpg');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '900');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
  });

  it('offers every size of a photo host that has them, for the stage’s width, and only one photo leads', () => {
    const sized = photos.map((photo, index) => ({
      ...photo,
      src: `https://photos.test/${index}.jpg?w=2400`,
    }));
    renderInDutch(<EstateGallery photos={sized} videos={[]} />, { texts });
    const images = screen.getAllByRole('img');
    expect(images[0]).toHaveAttribute(
      'srcset',
      expect.stringContaining('https://photos.test/0.jpg?w=640 640w'),
    );
    expect(images[0]).toHaveAttribute('sizes', '(min-width: 1240px) 1240px, 100vw');
    expect(images.filter((image) => image.getAttribute('fetchpriority') === 'high')).toHaveLength(1);
    expect(images.slice(1).every((image) => image.getAttribute('decoding') === 'async')).toBe(true);
  });

  it('gives a photo of a host without sizes as a plain src', () => {
    renderInDutch(<EstateGallery photos={photos} videos={[]} />, { texts });
    expect(screen.getAllByRole('img')[0]).not.toHaveAttribute('srcset');
    expect(screen.getAllByRole('img')[0]).not.toHaveAttribute('sizes');
  });

  it('keeps the lightbox out of the page until it is opened', () => {
    renderInDutch(<EstateGallery photos={photos} videos={videos} />, { texts });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the lightbox on a photo, with a counter of the photos alone, and the arrow keys move it', async () => {
    renderInDutch(<EstateGallery photos={photos} videos={videos} />, { texts });
    fireEvent.click(screen.getByRole('button', { name: 'Foto 2 van 3 vergroot bekijken' }));
    const dialog = await openedLightbox();
    expect(counterText(dialog)).toBe('2 / 3');
    expect(within(dialog).getByRole('group', { name: 'Foto 2 van 3' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: /van 4/ })).not.toBeInTheDocument();
    // The lightbox takes the focus when it opens and listens for keys where the focus is.
    const press = (key: string) => fireEvent.keyDown(document.activeElement ?? dialog, { key });
    press('ArrowRight');
    await vi.waitFor(() => expect(counterText(dialog)).toBe('3 / 3'));
    press('ArrowLeft');
    await vi.waitFor(() => expect(counterText(dialog)).toBe('2 / 3'));
  });

  it('shows no photo number on the video, and counts from 1 again after it', async () => {
    renderInDutch(<EstateGallery photos={photos} videos={videos} />, { texts });
    fireEvent.click(screen.getByRole('button', { name: /Video afspelen: Rondleiding/ }));
    const dialog = await openedLightbox();
    expect(counterText(dialog)).toBeUndefined();
    expect(within(dialog).getByRole('group', { name: 'Rondleiding' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'ArrowRight' });
    await vi.waitFor(() => expect(counterText(dialog)).toBe('1 / 3'));
  });

  it('loads the video player inside the lightbox only once the visitor presses play', async () => {
    renderInDutch(<EstateGallery photos={photos} videos={videos} />, { texts });
    fireEvent.click(screen.getByRole('button', { name: /Video afspelen: Rondleiding/ }));
    const dialog = await openedLightbox();
    expect(dialog.querySelector('iframe')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Video ‘Rondleiding’ afspelen' }));
    expect(within(dialog).getByTitle('Rondleiding')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abc?autoplay=1',
    );
  });

  it("marks a video title in another language than the page's, in the button and the player", async () => {
    const french = [{ ...videos[0]!, title: 'Visite guidée', lang: 'fr' as const }];
    renderInDutch(<EstateGallery photos={photos} videos={french} />, { texts });
    const button = screen.getByRole('button', { name: /Video afspelen: Visite guidée/ });
    expect(within(button).getByText('Visite guidée')).toHaveAttribute('lang', 'fr');
    fireEvent.click(button);
    const dialog = await openedLightbox();
    const play = within(dialog).getByRole('button', { name: 'Video ‘Visite guidée’ afspelen' });
    expect(within(play).getByText('Visite guidée')).toHaveAttribute('lang', 'fr');
    fireEvent.click(play);
    expect(within(dialog).getByTitle('Visite guidée')).toHaveAttribute('lang', 'fr');
  });

  it('opens "show all" at the photo the carousel shows, and closes again', async () => {
    renderInDutch(<EstateGallery photos={photos} videos={[]} />, { texts });
    fireEvent.click(screen.getByRole('button', { name: labels.showAll }));
    const dialog = await openedLightbox();
    expect(counterText(dialog)).toBe('1 / 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('draws the photos in Swiper’s markup and leaves Swiper out of hydration', () => {
    createEstateSwiper.mockClear();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 1),
    );
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { container, unmount } = renderInDutch(<EstateGallery photos={photos} videos={[]} />, { texts });
    expect(container.querySelectorAll('.swiper > .swiper-wrapper > .swiper-slide')).toHaveLength(3);
    expect(createEstateSwiper).not.toHaveBeenCalled();
    unmount();
    vi.unstubAllGlobals();
  });

  it('moves the carousel with its arrow buttons, creating Swiper on the first press', async () => {
    carousel.slideNext.mockClear();
    carousel.slidePrev.mockClear();
    createEstateSwiper.mockClear();
    renderInDutch(<EstateGallery photos={photos} videos={[]} />, { texts });
    fireEvent.click(screen.getByRole('button', { name: 'Volgende foto' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorige foto' }));
    await vi.waitFor(() => expect(carousel.slideNext).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(carousel.slidePrev).toHaveBeenCalledTimes(1));
    expect(createEstateSwiper).toHaveBeenCalledTimes(1);
    expect(createEstateSwiper).toHaveBeenCalledWith(expect.any(HTMLElement), true);
  });

  it('moves the carousel with the arrow keys while the focus is inside it', async () => {
    carousel.slideNext.mockClear();
    renderInDutch(<EstateGallery photos={photos} videos={[]} />, { texts });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Foto 1 van 3 vergroot bekijken' }), {
      key: 'ArrowRight',
    });
    await vi.waitFor(() => expect(carousel.slideNext).toHaveBeenCalledTimes(1));
  });

  it('announces the photo in view once the carousel has moved', async () => {
    carousel.handlers.clear();
    renderInDutch(<EstateGallery photos={photos} videos={[]} />, { texts });
    const position = screen.getByRole('status');
    expect(position).toHaveTextContent('Foto 1 van 3');
    fireEvent.click(screen.getByRole('button', { name: 'Volgende foto' }));
    await vi.waitFor(() => expect(carousel.handlers.has('slideChangeTransitionEnd')).toBe(true));
    carousel.realIndex = 1;
    act(() => carousel.handlers.get('slideChangeTransitionEnd')?.());
    expect(position).toHaveTextContent('Foto 2 van 3');
    carousel.realIndex = 0;
  });
});
