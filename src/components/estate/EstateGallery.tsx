'use client';

import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import 'swiper/css';
import { useSwiperOnDemand } from '@/components/carousel/use-swiper-on-demand';
import { LazyIsland } from '@/components/errors/LazyIsland';
import { responsivePhoto } from '@/domain/media/responsive-photo';
import { PHOTO_HEIGHT, PHOTO_WIDTH, type GallerySlide } from './gallery-types';
import styles from './EstateGallery.module.css';

// The lightbox and its styles are a separate chunk, fetched when a visitor first opens it.
const loadLightbox = () => import('./PhotoLightbox').then((module) => module.default);

type Photo = Extract<GallerySlide, { kind: 'photo' }>;
type Video = Extract<GallerySlide, { kind: 'video' }>;
type Props = { photos: Photo[]; videos: Video[] };

/** Fetched ahead on hover or focus; a failure here is left to the opening, which says so in place. */
function warmUpLightbox() {
  loadLightbox().catch(() => {});
}

/** The stage is as wide as the page's content (at most 1240 px, --content-width), whatever the screen. */
const STAGE_SIZES = '(min-width: 1240px) 1240px, 100vw';

/** Loop mode needs a few slides to rotate; with fewer the carousel simply stops at both ends. */
const MIN_SLIDES_FOR_LOOP = 3;

/**
 * The photo carousel at the top of a detail page (one photo at a time, arrows and keyboard) with the
 * main photo first and eagerly loaded; any photo, "show all" or a video opens the lightbox.
 */
export function EstateGallery({ photos, videos }: Props) {
  const t = useTranslations('EstateMedia');
  const count = photos.length;
  const [openAt, setOpenAt] = useState<number | null>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const swiperElementRef = useRef<HTMLDivElement>(null);
  const loop = photos.length >= MIN_SLIDES_FOR_LOOP;
  // The photo in view once a move has finished: announced to screen readers, and read by "show all".
  const [shownIndex, setShownIndex] = useState(0);
  const load = useCallback(
    () =>
      import('./estate-swiper').then(({ createEstateSwiper }) => (element: HTMLElement) => {
        const swiper = createEstateSwiper(element, loop);
        swiper.on('slideChangeTransitionEnd', () => setShownIndex(swiper.realIndex));
        return swiper;
      }),
    [loop],
  );
  // Swiper's own markup, drawn on the server and hydrated as plain HTML; Swiper takes it over on demand.
  const { swiperRef, ready } = useSwiperOnDemand(stageRef, swiperElementRef, load);
  const slidePrevious = () => void ready().then((swiper) => swiper?.slidePrev());
  const slideNext = () => void ready().then((swiper) => swiper?.slideNext());
  const slides: GallerySlide[] = [...photos, ...videos];
  if (slides.length === 0) return null;

  // Arrow keys move the carousel while focus is inside it (not page-wide, where the tabs use them too).
  function onStageKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    if (event.key === 'ArrowLeft') slidePrevious();
    else slideNext();
  }

  return (
    <div className={styles.gallery}>
      {photos.length > 0 && (
        <div
          ref={stageRef}
          className={styles.stage}
          role="region"
          aria-roledescription="carousel"
          aria-label={t('carousel')}
          onKeyDown={onStageKeyDown}
        >
          <div ref={swiperElementRef} className={`swiper ${styles.swiper}`}>
            <div className="swiper-wrapper">
              {photos.map((photo, index) => (
                <div key={photo.src} className={`swiper-slide ${styles.slide}`}>
                  <button
                    type="button"
                    className={styles.photoButton}
                    aria-label={t('openPhoto', { index: index + 1, count })}
                    onClick={() => setOpenAt(index)}
                    onPointerEnter={warmUpLightbox}
                    onFocus={warmUpLightbox}
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- photos come from the agency's servers, in the sizes they offer */}
                    <img
                      {...responsivePhoto(photo.src, STAGE_SIZES)}
                      alt={photo.alt}
                      width={PHOTO_WIDTH}
                      height={PHOTO_HEIGHT}
                      className={styles.photo}
                      loading={index === 0 ? 'eager' : 'lazy'}
                      fetchPriority={index === 0 ? 'high' : 'low'}
                      decoding={index === 0 ? 'sync' : 'async'}
                    />
                  </button>
                </div>
              ))}
            </div>
          </div>
          {photos.length > 1 && (
            <>
              <button
                type="button"
                className={`${styles.arrow} ${styles.previous}`}
                aria-label={t('previousPhoto')}
                onClick={slidePrevious}
              >
                <span aria-hidden="true">‹</span>
              </button>
              <button
                type="button"
                className={`${styles.arrow} ${styles.next}`}
                aria-label={t('nextPhoto')}
                onClick={slideNext}
              >
                <span aria-hidden="true">›</span>
              </button>
              <p role="status" className="visually-hidden">
                {t('photoPosition', { index: shownIndex + 1, count })}
              </p>
            </>
          )}
        </div>
      )}
      <div className={styles.actions}>
        {photos.length > 0 && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setOpenAt(swiperRef.current?.realIndex ?? shownIndex)}
            onPointerEnter={warmUpLightbox}
            onFocus={warmUpLightbox}
          >
            {t('showAllPhotos', { count })}
          </button>
        )}
        {videos.map((video, index) => (
          <button
            key={video.src}
            type="button"
            className="button button--ghost"
            onClick={() => setOpenAt(photos.length + index)}
            onPointerEnter={warmUpLightbox}
          >
            <span aria-hidden="true">▶</span>{' '}
            {t.rich('playVideo', {
              title: video.title,
              name: (chunks) => <span lang={video.lang}>{chunks}</span>,
            })}
          </button>
        ))}
      </div>
      {openAt !== null && (
        <LazyIsland load={loadLightbox} props={{ slides, index: openAt, onClose: () => setOpenAt(null) }} />
      )}
    </div>
  );
}
