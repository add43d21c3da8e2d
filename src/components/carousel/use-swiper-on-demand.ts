'use client';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { whenPageLoadedAndIdle } from '@/components/on-demand/use-on-demand';

/** Creates Swiper on the given element, at once. */
export type SwiperCreator = (element: HTMLElement) => SwiperInstance;
/** Imports the module behind a carousel's Swiper and gives its creator. */
export type SwiperLoader = () => Promise<SwiperCreator>;

const WAKE_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Set on the carousel's Swiper element when its other slides may be drawn (their CSS hides them
 * until then): lazy photos in a row that scrolls sideways count as near the screen, so a phone would
 * fetch every photo of the row beside the first, the one it has to paint. The two carousels' CSS
 * names it as it is.
 */
const SLIDES_SHOWN_ATTRIBUTE = 'data-slides-shown';

function showAllSlides(element: HTMLElement | null) {
  element?.setAttribute(SLIDES_SHOWN_ATTRIBUTE, '');
}

/**
 * Creates a carousel's Swiper, over the Swiper markup React rendered on the server, when the visitor
 * first reaches for it: points at, touches or focuses the carousel, or presses a key. Swiper's set-up
 * lays out every slide and rearranges the loop, so it waits for a visitor who wants the photos to
 * move; only its code is fetched ahead, once the page has loaded and the browser is idle, when the
 * other slides are drawn too (so their photos are there before the first swipe). With the
 * code there, Swiper is created within the very event that woke it (caught on the way down), so the
 * swipe that starts on a photo already moves it. `ready()` gives the instance (creating it first when
 * needed), so an arrow pressed early still moves the photos.
 */
export function useSwiperOnDemand(
  regionRef: RefObject<HTMLElement | null>,
  swiperElementRef: RefObject<HTMLElement | null>,
  load: SwiperLoader,
) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const creatorRef = useRef<SwiperCreator | null>(null);
  const loading = useRef<Promise<SwiperCreator> | null>(null);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  }, [load]);

  const loadCreator = useCallback(() => {
    loading.current ??= loadRef.current().then((creator) => (creatorRef.current = creator));
    return loading.current;
  }, []);

  /** The instance, created now if its code is here and the element still in the page; else null. */
  const createNow = useCallback(() => {
    if (swiperRef.current) return swiperRef.current;
    const element = swiperElementRef.current;
    const creator = creatorRef.current;
    if (!creator || !element?.isConnected) return null;
    showAllSlides(element);
    swiperRef.current = creator(element);
    return swiperRef.current;
  }, [swiperElementRef]);

  const ready = useCallback(async () => {
    if (!swiperRef.current) await loadCreator();
    return createNow();
  }, [loadCreator, createNow]);

  useEffect(() => {
    const region = regionRef.current;
    const wake = () => {
      if (!createNow()) void ready();
    };
    const options = { once: true, passive: true, capture: true } as const;
    for (const event of WAKE_EVENTS) region?.addEventListener(event, wake, options);
    document.addEventListener('keydown', wake, { once: true });
    const cancelIdle = whenPageLoadedAndIdle(() => {
      showAllSlides(swiperElementRef.current);
      void loadCreator().catch(() => undefined);
    });
    return () => {
      cancelIdle();
      document.removeEventListener('keydown', wake);
      for (const event of WAKE_EVENTS) region?.removeEventListener(event, wake, options);
      swiperRef.current?.destroy(true, false);
      swiperRef.current = null;
    };
  }, [regionRef, swiperElementRef, ready, createNow, loadCreator]);

  return { swiperRef, ready };
}
