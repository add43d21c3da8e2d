import { getTranslations } from 'next-intl/server';
import { pageText, type EstatePicture, type Video } from '@/content-api/schemas';
import { videoPlayer } from '@/domain/media/video-player';
import type { Locale } from '@/i18n/locales';
import type { GallerySlide } from './gallery-types';

type Photo = Extract<GallerySlide, { kind: 'photo' }>;
type VideoSlide = Extract<GallerySlide, { kind: 'video' }>;

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
  const poster = photos[0]?.src;
  // Only addresses a player can be made of (https, YouTube and Vimeo in their privacy-minded form).
  const frames = videos.flatMap((video, index): VideoSlide[] => {
    const player = videoPlayer(video.url);
    if (!player) return [];
    const own = pageText(video.title, locale);
    const slide: VideoSlide = {
      kind: 'video',
      src: player.embedUrl,
      title: own.text || t('videoTitle', { index: index + 1 }),
      ...(poster && { poster }),
    };
    return [own.text && own.lang ? { ...slide, lang: own.lang } : slide];
  });
  return { photos, videos: frames };
}
