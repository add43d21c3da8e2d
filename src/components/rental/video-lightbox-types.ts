import type { EmbeddableVideo } from '@/domain/rental';

export type VideoLightboxProps = {
  open: boolean;
  videos: EmbeddableVideo[];
  /** A photo of the unit behind each video's play button. */
  poster?: string;
  onClose: () => void;
};

/** Spec §9: controls hide after 3 s without activity; slideshow 3000 ms; animations 366 ms. */
export const LIGHTBOX_IDLE_MS = 3_000;
export const LIGHTBOX_SLIDESHOW_MS = 3_000;
export const LIGHTBOX_ANIMATION_MS = 366;
