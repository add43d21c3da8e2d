import type { Context } from 'hono';
import { errorResponse } from '../errors';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_WIDTHS,
  parsePhotoWidth,
  photoFormatFor,
  type PhotoRenderer,
  type PhotoWidth,
} from '../images/photo-renderer';

/**
 * A drawing answered as a photo, the way an image CDN answers: the width of the `w` parameter (one of
 * `PHOTO_WIDTHS`, else a 400 naming them), in the lightest format the browser takes (AVIF, WebP, else
 * JPEG), with `Vary: Accept` so a cache keeps them apart.
 */
export async function photoAnswer(
  c: Context,
  photos: PhotoRenderer,
  svg: string,
  fallbackWidth: PhotoWidth,
): Promise<Response> {
  const width = parsePhotoWidth(c.req.query('w'), fallbackWidth);
  if (width === null) {
    return errorResponse(c, 400, 'invalid_width', 'This width is not offered', {
      w: `One of ${PHOTO_WIDTHS.join(', ')}`,
    });
  }
  const format = photoFormatFor(c.req.header('accept'));
  const photo = await photos.render(svg, width, format);
  return c.body(photo, 200, {
    'content-type': PHOTO_CONTENT_TYPES[format],
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept',
  });
}
