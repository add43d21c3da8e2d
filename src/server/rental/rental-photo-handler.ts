import 'server-only';
import { HttpError } from '@/content-api/errors';
import { getRentalPhoto } from '@/server/content-service';
import { MAX_ACCEPT_LENGTH, plainAnswer, streamedPhoto } from '@/server/photos/photo-answer';

const unitIdPattern = /^[\w-]{1,40}$/;
const photoNamePattern = /^[\w-][\w.-]{0,199}$/;
const widthPattern = /^\d{1,5}$/;

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
    return streamedPhoto(upstream) ?? plainAnswer(404, 'Not found');
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return plainAnswer(404, 'Not found');
    if (error instanceof HttpError && error.status === 400) return plainAnswer(400, 'Bad width');
    console.error('A rental photo could not be fetched from the content service', error);
    return plainAnswer(503, 'Service unavailable');
  }
}
