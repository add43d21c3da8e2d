import type { RentalUnit } from '@/content-api/schemas';
import { namedPhotoWidth } from '@/domain/media/responsive-photo';

/** The site's own route that streams rental photos from the content service (app/rental-photo). */
export const RENTAL_PHOTO_ROUTE = '/rental-photo';

// Photo URLs of the service end in /rental-units/photo/{unitId}/{photo}; that call needs the site id
// header, which a browser cannot send, so the site fetches the bytes itself.
const servicePhotoCall = /\/rental-units\/photo\/([^/?#]+)\/([^/?#]+)(?:[?#].*)?$/;

/**
 * The site path that serves a rental photo, with the width the service's URL names (so the page can
 * offer the others in a srcset); a URL of any other host is used as given.
 */
export function rentalPhotoPath(url: string): string {
  const match = servicePhotoCall.exec(url);
  if (!match) return url;
  const width = namedPhotoWidth(url);
  return `${RENTAL_PHOTO_ROUTE}/${match[1]}/${match[2]}${width === null ? '' : `?w=${width}`}`;
}

export type RentalPhotoSet = { original: string; medium: string; thumbnail: string };

/** Every photo of a unit in its three sizes, as paths a browser can load. */
export function rentalPhotoSets(unit: Pick<RentalUnit, 'photos'>): RentalPhotoSet[] {
  return unit.photos.map((photo) => ({
    original: rentalPhotoPath(photo.original),
    medium: rentalPhotoPath(photo.medium),
    thumbnail: rentalPhotoPath(photo.thumbnail),
  }));
}
