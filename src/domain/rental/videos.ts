import { pageText, type Locale, type TextInLanguages } from '@/content-api/schemas';

/** A video the page can embed; `lang` is its title's language when that is not the page's. */
export type EmbeddableVideo = { src: string; title: string | null; lang?: Locale };

const youtubeWatch = /^https:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([\w-]{6,20})/i;
const youtubeShort = /^https:\/\/youtu\.be\/([\w-]{6,20})/i;
const vimeoPage = /^https:\/\/(?:www\.)?vimeo\.com\/(\d{4,12})/i;

/**
 * The address a video lightbox can show in an iframe: page links of YouTube and Vimeo become their
 * embed addresses, other https addresses are used as given, anything else (http, javascript:, data:)
 * is refused with null.
 */
export function embeddableVideoUrl(url: string): string | null {
  const trimmed = url.trim();
  const youtube = youtubeWatch.exec(trimmed) ?? youtubeShort.exec(trimmed);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube[1]}`;
  const vimeo = vimeoPage.exec(trimmed);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  try {
    return new URL(trimmed).protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/** The unit's videos that can be embedded, in their order, with their titles for a page in `locale`. */
export function embeddableVideos(
  videos: readonly { url: string; title?: TextInLanguages | null }[] | null | undefined,
  locale: Locale,
) {
  return (videos ?? []).flatMap((video): EmbeddableVideo[] => {
    const src = embeddableVideoUrl(video.url);
    if (!src) return [];
    const title = pageText(video.title, locale);
    return [{ src, title: title.text || null, ...(title.lang && { lang: title.lang }) }];
  });
}
