'use client';
import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { photoSrcSet, responsivePhoto } from '@/domain/media/responsive-photo';
import type { RentalPhotoSet } from '@/domain/rental';
import { useSwiperOnDemand } from '@/components/carousel/use-swiper-on-demand';
import { CarouselArrow } from './CarouselArrow';
import { RentalPhotoThumbnails } from './RentalPhotoThumbnails';
import 'swiper/css';
import styles from './RentalPhotoCarousel.module.css';

/** Spec §9: at this width and below, slides take a fixed width and the carousel its photo's height. */
export const CAROUSEL_BREAKPOINT_PX = 768;

/**
 * How wide a photo is drawn: the whole width at 768 px and below; above, a 4:3 photo at the row's
 * height of 58vh (at most 560 px high, so 747 px wide), RentalPhotoCarousel.module.css.
 */
const PHOTO_SIZES = `(max-width: ${CAROUSEL_BREAKPOINT_PX}px) 100vw, min(77vh, 747px)`;

type Props = {
  photos: RentalPhotoSet[];
  /** The unit's name, in each photo's alt text: 'Foto 2 van 5: Appartement in De Haan'. */
  title: string;
};

/**
 * The photos of a holiday home (spec §2): centred, endless, slides as wide as their photo, one slide
 * per step, arrows and no dots or autoplay. Medium photos on small screens, originals above.
 */
export function RentalPhotoCarousel({ photos, title }: Props) {
  const t = useTranslations('RentalPhotos');
  const regionRef = useRef<HTMLElement>(null);
  const swiperElementRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const several = photos.length > 1;
  const load = useCallback(
    () =>
      import('./rental-swiper').then(
        ({ createRentalSwiper }) =>
          (element: HTMLElement) =>
            createRentalSwiper(element, {
              several,
              breakpointPx: CAROUSEL_BREAKPOINT_PX,
              onSlideChange: setActive,
            }),
      ),
    [several],
  );
  // Swiper's own markup, drawn on the server and hydrated as plain HTML; Swiper takes it over on demand.
  const { swiperRef, ready } = useSwiperOnDemand(regionRef, swiperElementRef, load);

  return (
    <section
      ref={regionRef}
      className={styles.carousel}
      aria-label={t('photos')}
      aria-roledescription="carousel"
    >
      <div ref={swiperElementRef} className={`swiper ${styles.swiper}`}>
        <div className="swiper-wrapper">
          {photos.map((photo, index) => (
            <div key={photo.original} className={`swiper-slide ${styles.slide}`}>
              <picture>
                {/* Photos of a host without sizes: the medium one on small screens, the original above. */}
                {!photoSrcSet(photo.original) && (
                  <source media={`(max-width: ${CAROUSEL_BREAKPOINT_PX}px)`} srcSet={photo.medium} />
                )}
                <img
                  className={styles.photo}
                  {...responsivePhoto(photo.original, PHOTO_SIZES)}
                  alt={t('photoAlt', { index: index + 1, total: photos.length, title })}
                  // A 4:3 frame until the photo arrives, so every slide has a width from the start; the
                  // photo's own proportions take over once it has loaded.
                  width={1200}
                  height={900}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding={index === 0 ? 'sync' : 'async'}
                  onLoad={() => swiperRef.current?.update()}
                />
              </picture>
            </div>
          ))}
        </div>
      </div>
      {several && (
        <>
          <CarouselArrow
            direction="previous"
            label={t('previousPhoto')}
            onClick={() => void ready().then((swiper) => swiper?.slidePrev())}
          />
          <CarouselArrow
            direction="next"
            label={t('nextPhoto')}
            onClick={() => void ready().then((swiper) => swiper?.slideNext())}
          />
          <p
            className={styles.counter}
            aria-live="polite"
            data-testid="carousel-position"
            data-index={active}
          >
            {active + 1} / {photos.length}
          </p>
          <RentalPhotoThumbnails
            photos={photos}
            active={active}
            label={t('thumbnails')}
            names={photos.map((_, index) => t('showPhoto', { index: index + 1 }))}
            onSelect={(index) => void ready().then((swiper) => swiper?.slideToLoop(index))}
          />
        </>
      )}
    </section>
  );
}
