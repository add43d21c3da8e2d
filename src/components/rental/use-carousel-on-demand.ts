'use client';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { whenPageLoadedAndIdle } from '@/components/agenda/use-on-demand';

type Options = { several: boolean; breakpointPx: number; onSlideChange: (realIndex: number) => void };

const WAKE_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Creates the carousel's Swiper when it is first wanted: the visitor points at, touches or focuses
 * the carousel, presses a key, or the page has loaded and the browser is idle. `ready()` gives the
 * instance (creating it first when needed), so an arrow pressed early still moves the photos.
 */
export function useCarouselOnDemand(
  regionRef: RefObject<HTMLElement | null>,
  swiperElementRef: RefObject<HTMLElement | null>,
  { several, breakpointPx, onSlideChange }: Options,
) {
  const swiperRef = useRef<SwiperInstance | null>(null);
  const pending = useRef<Promise<SwiperInstance | null> | null>(null);
  const onSlideChangeRef = useRef(onSlideChange);
  useEffect(() => {
    onSlideChangeRef.current = onSlideChange;
  }, [onSlideChange]);

  const ready = useCallback(() => {
    pending.current ??= import('./rental-swiper').then(({ createRentalSwiper }) => {
      const element = swiperElementRef.current;
      if (!element || !element.isConnected) return null;
      swiperRef.current = createRentalSwiper(element, {
        several,
        breakpointPx,
        onSlideChange: (index) => onSlideChangeRef.current(index),
      });
      return swiperRef.current;
    });
    return pending.current;
  }, [swiperElementRef, several, breakpointPx]);

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
