import type { GallerySlide } from './gallery-types';

/**
 * Where the slide at `index` stands among the photos alone, 1-based: "Show all 9 photos" opens a
 * viewer that counts to 9, and a video slide has no photo number (null).
 */
export function photoPosition(
  slides: readonly Pick<GallerySlide, 'kind'>[],
  index: number,
): { number: number; total: number } | null {
  if (slides[index]?.kind !== 'photo') return null;
  const photosBefore = slides.slice(0, index).filter((slide) => slide.kind === 'photo').length;
  const total = slides.filter((slide) => slide.kind === 'photo').length;
  return { number: photosBefore + 1, total };
}
