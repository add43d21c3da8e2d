import type { EmbeddableVideo } from '@/domain/rental';

export type VideoLightboxLabels = {
  open: string;
  title: string;
  /** 'Video {index}', for videos without a title of their own. */
  videoTitle: string;
  close: string;
  previous: string;
  next: string;
  play: string;
  pause: string;
  enterFullscreen: string;
  exitFullscreen: string;
  slide: string;
  /** '{index} van {total}', filled in by the lightbox itself. */
  position: string;
};

export type VideoLightboxProps = {
  open: boolean;
  videos: EmbeddableVideo[];
  labels: VideoLightboxLabels;
  onClose: () => void;
};

/** Spec §9: controls hide after 3 s without activity; slideshow 3000 ms; animations 366 ms. */
export const LIGHTBOX_IDLE_MS = 3_000;
export const LIGHTBOX_SLIDESHOW_MS = 3_000;
export const LIGHTBOX_ANIMATION_MS = 366;
