'use client';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { whenPageLoadedAndIdle } from '@/components/agenda/use-on-demand';

/** Creates Swiper on the given element; the module behind it is imported only then. */
export type SwiperFactory = (element: HTMLElement) => Promise<SwiperInstance>;

const WAKE_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Creates a carousel's Swiper, over the Swiper markup React rendered on the server, when it is first
 * wanted: the visitor points at, touches or focuses the carousel, presses a key, or the page has
 * loaded and the browser is idle. Swiper's set-up lays out every slide and rearranges the loop; kept
 * out of hydration it no longer makes the page's longest task longer. `ready()` gives the instance
 * (creating it first when needed), so an arrow pressed early still moves the photos.
 */
export function useSwiperOnDemand(
  regionRef: RefObject<HTMLElement | null>,
  swiperElementRef: RefObject<HTMLElement | null>,
  create: SwiperFactory,
) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const pending = useRef<Promise<SwiperInstance | null> | null>(null);
  const createRef = useRef(create);
  useEffect(() => {
    createRef.current = create;
  }, [create]);

  const ready = useCallback(() => {
    pending.current ??= Promise.resolve().then(async () => {
      const element = swiperElementRef.current;
      if (!element || !element.isConnected) return null;
      const swiper = await createRef.current(element);
      // Unmounted while the module was on its way: nothing left to drive.
      if (!element.isConnected) {
        swiper.destroy(true, false);
        return null;
      }
      swiperRef.current = swiper;
      return swiper;
    });
    return pending.current;
  }, [swiperElementRef]);

  useEffect(() => {
    const region = regionRef.current;
    const start = () => void ready();
    for (const event of WAKE_EVENTS) region?.addEventListener(event, start, { once: true, passive: true });
    document.addEventListener('keydown', start, { once: true });
    const cancelIdle = whenPageLoadedAndIdle(start);
    return () => {
      cancelIdle();
      document.removeEventListener('keydown', start);
      for (const event of WAKE_EVENTS) region?.removeEventListener(event, start);
      swiperRef.current?.destroy(true, false);
      swiperRef.current = null;
      pending.current = null;
    };
  }, [regionRef, ready]);

  return { swiperRef, ready };
}
