'use client';

import { useTranslations } from 'next-intl';
import Lightbox, { useLightboxState, type GenericSlide, type Slide } from 'yet-another-react-lightbox';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { VideoOnRequest } from '@/components/media/VideoOnRequest';
import { photoSizes } from '@/domain/media/responsive-photo';
import { PHOTO_HEIGHT, PHOTO_WIDTH, type GallerySlide } from './gallery-types';
import { photoPosition } from './photo-position';
import styles from './PhotoLightbox.module.css';

declare module 'yet-another-react-lightbox' {
  interface VideoFrameSlide extends GenericSlide {
    type: 'video-frame';
    src: string;
    title: string;
    /** The title's language when it is not the page's. */
    lang?: string;
    poster?: string;
  }
  interface SlideTypes {
    'video-frame': VideoFrameSlide;
  }
}

type Props = { slides: GallerySlide[]; index: number; onClose: () => void };

/** Spec §9: slideshow every 3000 ms, animations of 366 ms. */
const SLIDESHOW_DELAY_MS = 3000;
const ANIMATION_MS = 366;

function toLightboxSlide(slide: GallerySlide): Slide {
  return slide.kind === 'photo'
    ? // Every size the photo host offers: the lightbox picks the one that fills the screen.
      {
        src: slide.src,
        alt: slide.alt,
        width: PHOTO_WIDTH,
        height: PHOTO_HEIGHT,
        srcSet: photoSizes(slide.src),
      }
    : { type: 'video-frame', src: slide.src, title: slide.title, lang: slide.lang, poster: slide.poster };
}

/**
 * "3 / 9" over a photo, counting photos only; nothing over a video. Hidden from screen readers: each
 * slide names its own place ("Foto 3 van 9", or the video's title).
 */
function PhotoCounter({ slides }: { slides: GallerySlide[] }) {
  const { currentIndex } = useLightboxState();
  const position = photoPosition(slides, currentIndex);
  if (!position) return null;
  return (
    <div className={`yarl__counter ${styles.counter}`} aria-hidden="true">
      {position.number} / {position.total}
    </div>
  );
}

/**
 * The full-screen viewer of photos and videos; loaded only when a visitor opens it. The arrow keys
 * move between slides and Escape closes it (the lightbox's own keyboard handling), a counter shows
 * which photo one is at, and the slides loop.
 */
export default function PhotoLightbox({ slides, index, onClose }: Props) {
  const t = useTranslations('EstateMedia');
  const lightboxSlides = slides.map(toLightboxSlide);
  // The lightbox would name each slide by its place among all slides, the video included; each slide
  // is named here instead, photos by their place among the photos.
  const slideNames = new Map<Slide, string>(
    lightboxSlides.map((slide, position) => {
      const photo = photoPosition(slides, position);
      const source = slides[position];
      const name = photo ? t('photoOf', photo) : source?.kind === 'video' ? source.title : '';
      return [slide, name];
    }),
  );
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={lightboxSlides}
      plugins={[Slideshow, Fullscreen]}
      carousel={{ finite: false, preload: 1 }}
      animation={{ fade: ANIMATION_MS, swipe: ANIMATION_MS }}
      slideshow={{ delay: SLIDESHOW_DELAY_MS }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Previous: t('previousPhoto'),
        Next: t('nextPhoto'),
        Close: t('closeLightbox'),
        Lightbox: t('lightboxLabel'),
        Carousel: t('carousel'),
        'Photo gallery': t('carousel'),
        '{index} of {total}': '',
        Play: t('play'),
        Pause: t('pause'),
        'Enter Fullscreen': t('enterFullscreen'),
        'Exit Fullscreen': t('exitFullscreen'),
      }}
      render={{
        controls: () => <PhotoCounter slides={slides} />,
        slideContainer: ({ slide, children }) => (
          <div role="group" aria-label={slideNames.get(slide)} className={styles.slideFrame}>
            {children}
          </div>
        ),
        slide: ({ slide }) =>
          slide.type === 'video-frame' ? (
            <div className={styles.videoFrame}>
              <VideoOnRequest src={slide.src} title={slide.title} lang={slide.lang} poster={slide.poster} />
            </div>
          ) : undefined,
      }}
    />
  );
}
