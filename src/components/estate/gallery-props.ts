import { getTranslations } from 'next-intl/server';
import type { EstatePicture, Video } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import type { GalleryLabels, GallerySlide } from './gallery-types';

type Photo = Extract<GallerySlide, { kind: 'photo' }>;
type VideoSlide = Extract<GallerySlide, { kind: 'video' }>;

/** Videos embed only from web addresses; anything else from a back office is left out. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url.trim());

/**
 * Everything the gallery island needs, translated here on the server: the photos (main image first,
 * full file as the slide), the videos with their names, and the labels, per photo and per video.
 */
export async function galleryProps(
  pictures: readonly EstatePicture[],
  videos: readonly Video[],
  title: string,
  locale: Locale,
): Promise<{ photos: Photo[]; videos: VideoSlide[]; labels: GalleryLabels }> {
  const t = await getTranslations({ locale, namespace: 'EstateMedia' });
  const photos = pictures.map((picture, index): Photo => ({
    kind: 'photo',
    src: picture.file,
    thumbnail: picture.thumbnail?.trim() || picture.file,
    alt: t('photoAlt', { title, index: index + 1 }),
  }));
  const frames = videos
    .filter((video) => isWebLink(video.url))
    .map((video, index): VideoSlide => ({
      kind: 'video',
      src: video.url,
      title: video.title?.trim() || t('videoTitle', { index: index + 1 }),
    }));
  const count = photos.length;
  const labels: GalleryLabels = {
    carousel: t('carousel'),
    previous: t('previousPhoto'),
    next: t('nextPhoto'),
    showAll: t('showAllPhotos', { count }),
    openPhoto: photos.map((_, index) => t('openPhoto', { index: index + 1, count })),
    photoPosition: photos.map((_, index) => t('photoPosition', { index: index + 1, count })),
    playVideo: frames.map((frame) => t('playVideo', { title: frame.title })),
    videos: t('videos'),
    lightbox: t('lightboxLabel'),
    close: t('closeLightbox'),
    slideOf: String(t.raw('slideOf')),
    play: t('play'),
    pause: t('pause'),
    enterFullscreen: t('enterFullscreen'),
    exitFullscreen: t('exitFullscreen'),
  };
  return { photos, videos: frames, labels };
}
