import { getTranslations } from 'next-intl/server';
import { pageText, type EstatePicture, type Video } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import type { GallerySlide } from './gallery-types';

type Photo = Extract<GallerySlide, { kind: 'photo' }>;
type VideoSlide = Extract<GallerySlide, { kind: 'video' }>;

/** Videos embed only from web addresses; anything else from a back office is left out. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url.trim());

/**
 * The gallery island's slides: the photos (main image first, full file as the slide) with their
 * alternative texts, and the videos with their names.
 */
export async function galleryProps(
  pictures: readonly EstatePicture[],
  videos: readonly Video[],
  title: string,
  locale: Locale,
): Promise<{ photos: Photo[]; videos: VideoSlide[] }> {
  const t = await getTranslations({ locale, namespace: 'EstateMedia' });
  const photos = pictures.map((picture, index): Photo => ({
    kind: 'photo',
    src: picture.file,
    thumbnail: picture.thumbnail?.trim() || picture.file,
    alt: t('photoAlt', { title, index: index + 1 }),
  }));
  const frames = videos
    .filter((video) => isWebLink(video.url))
    .map((video, index): VideoSlide => {
      const own = pageText(video.title, locale);
      const slide: VideoSlide = {
        kind: 'video',
        src: video.url,
        title: own.text || t('videoTitle', { index: index + 1 }),
      };
      return own.text && own.lang ? { ...slide, lang: own.lang } : slide;
    });
  return { photos, videos: frames };
}
