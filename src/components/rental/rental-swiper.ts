import Swiper from 'swiper';
import { Keyboard } from 'swiper/modules';

type Options = {
  several: boolean;
  /** Spec §9: at this width and below, slides take a fixed width and the carousel its photo's height. */
  breakpointPx: number;
  onSlideChange: (realIndex: number) => void;
};

/**
 * Swiper on the carousel's server-rendered markup (spec §2): centred, endless, slides as wide as
 * their photo, one slide per step, keyboard arrows, no dots or autoplay. Loaded on demand: creating
 * it lays out every slide and rearranges the loop, work the page's hydration need not wait for.
 */
export function createRentalSwiper(element: HTMLElement, { several, breakpointPx, onSlideChange }: Options) {
  return new Swiper(element, {
    modules: [Keyboard],
    centeredSlides: true,
    loop: several,
    // Every arrow click is one photo further, even when it comes while the last one still slides.
    loopPreventsSliding: false,
    slidesPerView: 'auto',
    slidesPerGroup: 1,
    spaceBetween: 8,
    autoHeight: true,
    breakpoints: { [breakpointPx + 1]: { autoHeight: false } },
    keyboard: { enabled: true, onlyInViewport: true },
    allowTouchMove: several,
    on: { slideChange: (swiper) => onSlideChange(swiper.realIndex) },
  });
}
