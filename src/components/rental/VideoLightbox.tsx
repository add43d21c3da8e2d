'use client';
import { useTranslations } from 'next-intl';
import Lightbox, { type GenericSlide } from 'yet-another-react-lightbox';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import 'yet-another-react-lightbox/styles.css';
import { VideoOnRequest } from '@/components/media/VideoOnRequest';
import { useIdle } from './use-idle';
import {
  LIGHTBOX_ANIMATION_MS,
  LIGHTBOX_IDLE_MS,
  LIGHTBOX_SLIDESHOW_MS,
  type VideoLightboxProps,
} from './video-lightbox-types';
import styles from './VideoLightbox.module.css';

declare module 'yet-another-react-lightbox' {
  interface IframeSlide extends GenericSlide {
    type: 'iframe';
    src: string;
    title: string;
    /** The title's language when it is not the page's. */
    lang?: string;
    poster?: string;
  }
  interface SlideTypes {
    iframe: IframeSlide;
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The videos of a unit in a lightbox (spec §2, §9): iframe slides, looping, a slideshow button,
 * full screen and close; the controls fade after 3 s without activity.
 */
export default function VideoLightbox({ open, videos, poster, onClose }: VideoLightboxProps) {
  const t = useTranslations('RentalVideo');
  const idle = useIdle(LIGHTBOX_IDLE_MS);
  const duration = prefersReducedMotion() ? 0 : LIGHTBOX_ANIMATION_MS;
  const slides = videos.map((video, index) => ({
    type: 'iframe' as const,
    src: video.src,
    title: video.title ?? t('videoTitle', { index: index + 1 }),
    lang: video.title ? video.lang : undefined,
    poster,
  }));
  return (
    <Lightbox
      open={open}
      close={onClose}
      slides={slides}
      plugins={[Slideshow, Fullscreen]}
      className={idle ? `${styles.lightbox} ${styles.idle}` : styles.lightbox}
      // Loops through several videos; a single one has nothing to loop to. Neighbours are not
      // preloaded: each would start a video player of its own.
      carousel={{ finite: slides.length < 2, preload: 0 }}
      animation={{ fade: duration, swipe: duration, navigation: duration }}
      slideshow={{ autoplay: false, delay: LIGHTBOX_SLIDESHOW_MS }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: t('title'),
        Carousel: t('title'),
        Slide: t('slide'),
        'Photo gallery': t('title'),
        // The lightbox fills in the numbers itself.
        '{index} of {total}': t('position', { index: '{index}', total: '{total}' }),
        Previous: t('previous'),
        Next: t('next'),
        Close: t('close'),
        Play: t('play'),
        Pause: t('pause'),
        'Enter Fullscreen': t('enterFullscreen'),
        'Exit Fullscreen': t('exitFullscreen'),
      }}
      render={{
        // One video: no arrows that lead nowhere.
        ...(slides.length < 2 && { buttonPrev: () => null, buttonNext: () => null }),
        slide: ({ slide }) =>
          slide.type === 'iframe' ? (
            <div className={styles.frame}>
              <VideoOnRequest src={slide.src} title={slide.title} lang={slide.lang} poster={slide.poster} />
            </div>
          ) : undefined,
      }}
    />
  );
}
