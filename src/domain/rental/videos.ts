import { pageText, type Locale, type TextInLanguages } from '@/content-api/schemas';
import { videoPlayer } from '@/domain/media/video-player';

/** A video the page can embed; `lang` is its title's language when that is not the page's. */
export type EmbeddableVideo = { src: string; title: string | null; lang?: Locale };

/** The unit's videos that can be embedded, in their order, with their titles for a page in `locale`. */
export function embeddableVideos(
  videos: readonly { url: string; title?: TextInLanguages | null }[] | null | undefined,
  locale: Locale,
) {
  return (videos ?? []).flatMap((video): EmbeddableVideo[] => {
    const src = videoPlayer(video.url)?.embedUrl;
    if (!src) return [];
    const title = pageText(video.title, locale);
    return [{ src, title: title.text || null, ...(title.lang && { lang: title.lang }) }];
  });
}
