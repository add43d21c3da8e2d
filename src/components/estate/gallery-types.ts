/** One slide of the gallery's lightbox: a photo, or a video shown in an iframe. */
export type GallerySlide =
  | { kind: 'photo'; src: string; thumbnail: string; alt: string }
  | { kind: 'video'; src: string; title: string };

/** The photos' size as agencies deliver them (4:3); set on every <img> so the page never jumps. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 900;
