import Swiper from 'swiper';

/**
 * Swiper on the detail page's server-rendered carousel: one photo at a time, endless when there are
 * enough photos. Loaded on demand (see useSwiperOnDemand); the arrow keys are the stage's own.
 */
export function createEstateSwiper(element: HTMLElement, loop: boolean) {
  // Every arrow press is one photo further, even when it comes while the last one still slides.
  return new Swiper(element, { slidesPerView: 1, loop, loopPreventsSliding: false });
}
