/**
 * The third-party origins a page may use, derived from configuration so that a different content service
 * needs no code change. Everything else stays blocked by the Content-Security-Policy.
 */

export type OriginSettings = {
  /** The content service: photos, logos and documents are absolute URLs it hands out. */
  contentApiUrl: string;
};

export type AllowedOrigins = {
  images: string[];
  frames: string[];
};

/** reCAPTCHA's widget and challenge frames (the script itself is trusted through 'strict-dynamic'). */
export const RECAPTCHA_FRAME_ORIGINS = ['https://www.google.com', 'https://www.recaptcha.net'];
/** The video players the detail pages embed (src/domain/rental/videos.ts turns page links into these). */
export const VIDEO_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/**
 * The content service's origin, and on a loopback address its twin name too: a service on this machine
 * (the embedded demo service) may hand out its photo URLs under either localhost or 127.0.0.1.
 */
export function contentOrigins(contentApiUrl: string): string[] {
  let url: URL;
  try {
    url = new URL(contentApiUrl);
  } catch {
    return [];
  }
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : '';
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}

export function allowedOrigins(settings: OriginSettings): AllowedOrigins {
  // No tile server: the maps load their tiles from the site's own /tiles route (src/server/tiles).
  return {
    images: contentOrigins(settings.contentApiUrl),
    frames: [...RECAPTCHA_FRAME_ORIGINS, ...VIDEO_FRAME_ORIGINS],
  };
}
