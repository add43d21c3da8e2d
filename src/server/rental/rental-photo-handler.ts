import 'server-only';
import { HttpError } from '@/content-api/errors';
import { getRentalPhoto } from '@/server/content-service';

/** A photo never changes under its name, so browsers and CDNs may keep it for a year. */
const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const unitIdPattern = /^[\w-]{1,40}$/;
const photoNamePattern = /^[\w-][\w.-]{0,199}$/;
const widthPattern = /^\d{1,5}$/;
/** A browser's image Accept is some sixty characters; a longer one is cut, not passed on whole. */
const MAX_ACCEPT_LENGTH = 200;

function plainAnswer(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** What the browser asked for besides the photo: a width (the `w` parameter) and the formats it takes. */
export type RentalPhotoRequest = { width: string | null; accept: string | null };

/**
 * Streams `rental-units/photo/{unitId}/{photo}` of the content service: that call needs the site id
 * header, which a browser cannot send. The width and the browser's formats are passed on, so the
 * service's own sizes and WebP reach the page; the site resizes nothing. Only images pass; unknown
 * photos answer 404, a width the service does not offer 400, a failing service 503 (never a 500).
 */
export async function answerRentalPhoto(
  unitId: string,
  photo: string,
  { width, accept }: RentalPhotoRequest = { width: null, accept: null },
): Promise<Response> {
  if (!unitIdPattern.test(unitId) || !photoNamePattern.test(photo) || photo.includes('..')) {
    return plainAnswer(404, 'Not found');
  }
  if (width !== null && !widthPattern.test(width)) return plainAnswer(400, 'Bad width');
  try {
    const upstream = await getRentalPhoto(unitId, photo, {
      cache: 'no-store',
      ...(width !== null && { width: Number(width) }),
      ...(accept && { accept: accept.slice(0, MAX_ACCEPT_LENGTH) }),
    });
    const contentType = upstream.headers.get('content-type') ?? '';
    if (!contentType.startsWith('image/')) {
      // Let go of the unread body without waiting for the other side.
      void upstream.body?.cancel().catch(() => undefined);
      return plainAnswer(404, 'Not found');
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
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return plainAnswer(404, 'Not found');
    if (error instanceof HttpError && error.status === 400) return plainAnswer(400, 'Bad width');
    console.error('A rental photo could not be fetched from the content service', error);
    return plainAnswer(503, 'Service unavailable');
  }
}
