/**
 * Who plays a video and from which address. Players are embedded with their privacy options
 * (YouTube's cookie-less host, Vimeo's "do not track"), and only once the visitor asks for them.
 */
export type VideoPlayer = {
  /** The player's embed address, with its privacy options; it starts playing only with `playingUrl`. */
  embedUrl: string;
  /** The company the visitor's browser talks to once the player loads: "YouTube (Google)", "Vimeo" or the host. */
  company: string;
  /** That company's privacy policy, where known. */
  privacyUrl: string | null;
};

const YOUTUBE_ID = '([\\w-]{6,20})';
const youtubeAddresses = [
  new RegExp(`^https://(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:.*&)?v=${YOUTUBE_ID}`, 'i'),
  new RegExp(`^https://youtu\\.be/${YOUTUBE_ID}`, 'i'),
  new RegExp(`^https://(?:www\\.)?youtube(?:-nocookie)?\\.com/(?:embed|shorts)/${YOUTUBE_ID}`, 'i'),
];
/** A Vimeo page or player address, with the hash of an unlisted video when there is one. */
const vimeoPage = /^https:\/\/(?:www\.)?vimeo\.com\/(\d{4,12})(?:\/([\da-f]{6,20}))?/i;
const vimeoPlayer = /^https:\/\/player\.vimeo\.com\/video\/(\d{4,12})/i;

const YOUTUBE: Omit<VideoPlayer, 'embedUrl'> = {
  company: 'YouTube (Google)',
  privacyUrl: 'https://policies.google.com/privacy',
};
const VIMEO: Omit<VideoPlayer, 'embedUrl'> = { company: 'Vimeo', privacyUrl: 'https://vimeo.com/privacy' };

function youtubeId(url: string): string | null {
  for (const address of youtubeAddresses) {
    const match = address.exec(url);
    if (match?.[1]) return match[1];
  }
  return null;
}

function vimeoEmbedUrl(url: string): string | null {
  const page = vimeoPage.exec(url);
  if (page) {
    const embed = new URL(`https://player.vimeo.com/video/${page[1]}`);
    if (page[2]) embed.searchParams.set('h', page[2]);
    embed.searchParams.set('dnt', '1');
    return embed.href;
  }
  if (!vimeoPlayer.test(url)) return null;
  const embed = new URL(url);
  embed.searchParams.set('dnt', '1');
  return embed.href;
}

/**
 * The player of a video address from the back office: YouTube and Vimeo links (page or embed)
 * become their privacy-minded embed addresses, another https address plays as given under its own
 * host's name, and anything else (http, javascript:, data:, garbage) is refused with null.
 * Reading an `embedUrl` again gives the same player.
 */
export function videoPlayer(url: string): VideoPlayer | null {
  const trimmed = url.trim();
  const youtube = youtubeId(trimmed);
  if (youtube) return { embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}`, ...YOUTUBE };
  const vimeo = vimeoEmbedUrl(trimmed);
  if (vimeo) return { embedUrl: vimeo, ...VIMEO };
  try {
    const address = new URL(trimmed);
    if (address.protocol !== 'https:') return null;
    return { embedUrl: address.href, company: address.hostname, privacyUrl: null };
  } catch {
    return null;
  }
}

/** The embed address that starts the video at once: the visitor has just pressed play. */
export function playingUrl(player: VideoPlayer): string {
  const address = new URL(player.embedUrl);
  address.searchParams.set('autoplay', '1');
  return address.href;
}
