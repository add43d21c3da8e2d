/** One slide of the gallery's lightbox: a photo, or a video shown in an iframe. */
export type GallerySlide =
  | { kind: 'photo'; src: string; thumbnail: string; alt: string }
  | { kind: 'video'; src: string; title: string };

/** The gallery's words, translated on the server. `slideOf` keeps its {index} and {total} for the lightbox. */
export interface GalleryLabels {
  carousel: string;
  previous: string;
  next: string;
  showAll: string;
  /** One per photo: "Enlarge photo 2 of 9". */
  openPhoto: string[];
  /** One per photo: "Photo 2 of 9", announced when the carousel has moved. */
  photoPosition: string[];
  /** One per video: "Play video: Tour". */
  playVideo: string[];
  videos: string;
  lightbox: string;
  close: string;
  slideOf: string;
  play: string;
  pause: string;
  enterFullscreen: string;
  exitFullscreen: string;
}

/** The photos' size as agencies deliver them (4:3); set on every <img> so the page never jumps. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 900;
