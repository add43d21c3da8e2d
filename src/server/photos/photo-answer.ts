import 'server-only';

/** A photo never changes under its name, so browsers and CDNs may keep it for a year. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A browser's image Accept is some sixty characters; a longer one is cut, not passed on whole. */
export const MAX_ACCEPT_LENGTH = 200;

export function plainAnswer(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * The content service's answer with a photo, streamed on under the site's origin; null when it is not
 * an image (its body is then let go of, unread).
 */
export function streamedPhoto(upstream: Response): Response | null {
  const contentType = upstream.headers.get('content-type') ?? '';
  if (!contentType.startsWith('image/')) {
    // Let go of the unread body without waiting for the other side.
    void upstream.body?.cancel().catch(() => undefined);
    return null;
  }
  const headers = new Headers({
    'content-type': contentType,
    'cache-control': PHOTO_CACHE_CONTROL,
    'x-content-type-options': 'nosniff',
    // An SVG opened on its own must not run script in the site's origin.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  // The service chose the format by the browser's Accept: a cache must keep the formats apart.
  const vary = upstream.headers.get('vary');
  if (vary) headers.set('vary', vary);
  return new Response(upstream.body, { status: 200, headers });
}
