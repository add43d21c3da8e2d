/** Absolute addresses of the drawings the service serves itself; the base is DEMO_PUBLIC_URL. */
export function estatePhotoUrl(publicUrl: string, estateId: number, index: number, thumb = false): string {
  return `${publicUrl}/media/estates/${estateId}/${index}.svg${thumb ? '?size=thumb' : ''}`;
}

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

/** The §7 photo call: /sites/{siteId}/rental-units/photo/{unitId}/{index}-{size}.svg */
export function rentalPhotoUrl(
  publicUrl: string,
  siteId: string,
  unitId: number,
  index: number,
  size: RentalPhotoSize,
) {
  return `${publicUrl}/sites/${siteId}/rental-units/photo/${unitId}/${index}-${size}.svg`;
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
