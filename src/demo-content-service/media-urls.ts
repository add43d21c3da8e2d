import { LARGEST_PHOTO_WIDTH, type PhotoWidth } from './images/photo-renderer';

/**
 * Absolute addresses of the drawings the service serves itself; the base is DEMO_PUBLIC_URL. Photos
 * are rendered from the drawings (AVIF, WebP or JPEG by the browser's Accept), and name their width
 * with the `w` parameter, by which a browser may ask for any other width the service offers
 * (`PHOTO_WIDTHS`).
 */
export function estatePhotoUrl(
  publicUrl: string,
  estateId: number,
  index: number,
  width: PhotoWidth,
): string {
  return `${publicUrl}/media/estates/${estateId}/${index}.jpg?w=${width}`;
}

/** The record's two sizes of a picture: the whole photo and the thumbnail a card starts from. */
export const ESTATE_PICTURE_WIDTHS = { file: LARGEST_PHOTO_WIDTH, thumbnail: 640 } as const;

export function estatePlanUrl(publicUrl: string, estateId: number): string {
  return `${publicUrl}/media/estates/${estateId}/plan.svg`;
}

export function estatePanoramaUrl(publicUrl: string, estateId: number): string {
  return `${publicUrl}/media/estates/${estateId}/panorama.svg`;
}

export function teamPhotoUrl(publicUrl: string, memberId: number): string {
  return `${publicUrl}/media/team/${memberId}.svg`;
}

export function renovationPhotoUrl(publicUrl: string, room: number, stage: 'before' | 'after'): string {
  return `${publicUrl}/media/renovations/${room}-${stage}.svg`;
}

export function pagePhotoUrl(publicUrl: string, name: string): string {
  return `${publicUrl}/media/pages/${name}.svg`;
}

export type RentalPhotoSize = 'original' | 'medium' | 'thumbnail';

/** The width each of the §7 sizes of a rental photo names; any offered width may be asked for instead. */
export const RENTAL_PHOTO_WIDTHS: Record<RentalPhotoSize, PhotoWidth> = {
  original: LARGEST_PHOTO_WIDTH,
  medium: 1024,
  thumbnail: 320,
};

/** The §7 photo call: /sites/{siteId}/rental-units/photo/{unitId}/{index}-{size}.jpg?w={width} */
export function rentalPhotoUrl(
  publicUrl: string,
  siteId: string,
  unitId: number,
  index: number,
  size: RentalPhotoSize,
) {
  return `${publicUrl}/sites/${siteId}/rental-units/photo/${unitId}/${index}-${size}.jpg?w=${RENTAL_PHOTO_WIDTHS[size]}`;
}

export function assetUrl(
  publicUrl: string,
  siteId: string,
  name: string,
  hash: string,
  version: number,
): string {
  return `${publicUrl}/sites/${siteId}/assets/${name}?hash=${hash}&version=${version}`;
}
