/**
 * The third-party origins a page may use, derived from configuration so that a different tile server or
 * content service needs no code change. Everything else stays blocked by the Content-Security-Policy.
 */

export type OriginSettings = {
  /** The content service: photos, logos and documents are absolute URLs it hands out. */
  contentApiUrl: string;
  /** MAP_TILE_URL, a slippy-map template such as https://{s}.tile.example.org/{z}/{x}/{y}.png. */
  mapTileUrl: string;
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
 * The origin of a tile template. A subdomain placeholder ({s}) becomes a wildcard host, so
 * a.tile…, b.tile… and c.tile… are all allowed; a template that is not a URL allows nothing.
 */
export function tileOrigin(mapTileUrl: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(mapTileUrl);
  if (!match) return null;
  const [, scheme, host] = match;
  const wildcardHost = host!.replace(/\{s\}/g, '*');
  if (/[{}]/.test(wildcardHost)) return null;
  return `${scheme!.toLowerCase()}://${wildcardHost.toLowerCase()}`;
}

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
  const tiles = tileOrigin(settings.mapTileUrl);
  return {
    images: [...contentOrigins(settings.contentApiUrl), ...(tiles ? [tiles] : [])],
    frames: [...RECAPTCHA_FRAME_ORIGINS, ...VIDEO_FRAME_ORIGINS],
  };
}
