import type { Locale } from '@/i18n/locales';

/**
 * One slide of the gallery's lightbox: a photo, or a video shown in an iframe. A video's `lang` is
 * its title's language when the agency wrote it in another language than the page's; its
 * `poster` is the estate's main photo, shown until the visitor presses play.
 */
export type GallerySlide =
  | { kind: 'photo'; src: string; thumbnail: string; alt: string }
  | { kind: 'video'; src: string; title: string; lang?: Locale; poster?: string };

/** The photos' size as agencies deliver them (4:3); set on every <img> so the page never jumps. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 900;
