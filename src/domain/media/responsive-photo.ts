/**
 * Responsive photos without resizing anything on the site: the content service's photo host renders
 * each photo at a fixed set of widths, asked for with the `w` parameter (`…/0.jpg?w=640`), as image
 * CDNs do. A photo URL that names one of those widths is one the host renders at all of them, so the
 * browser may pick from a `srcset`; any other URL (a host without sizes) is used as given.
 */
export const OFFERED_PHOTO_WIDTHS = [320, 640, 768, 1024, 1280, 1600, 2400] as const;

const widthParameter = /([?&])w=(\d+)(?=[&#]|$)/;

/** The offered width a URL names, or null when it names none (a photo of a host without sizes). */
export function namedPhotoWidth(url: string): number | null {
  const width = Number(widthParameter.exec(url)?.[2]);
  return (OFFERED_PHOTO_WIDTHS as readonly number[]).includes(width) ? width : null;
}

function atWidth(url: string, width: number): string {
  return url.replace(widthParameter, `$1w=${width}`);
}

/** Every offered width as a `srcset`, or undefined for a URL without sizes. */
export function photoSrcSet(url: string): string | undefined {
  if (namedPhotoWidth(url) === null) return undefined;
  return OFFERED_PHOTO_WIDTHS.map((width) => `${atWidth(url, width)} ${width}w`).join(', ');
}

/** The same photo at the smallest offered width of at least `minWidth` pixels; as given without sizes. */
export function photoAtLeast(url: string, minWidth: number): string {
  if (namedPhotoWidth(url) === null) return url;
  const width = OFFERED_PHOTO_WIDTHS.find((offered) => offered >= minWidth) ?? OFFERED_PHOTO_WIDTHS.at(-1)!;
  return atWidth(url, width);
}

/** Each offered size with its pixel width and height (for a viewer that picks its own), for a 4:3 photo. */
export function photoSizes(url: string, aspect = { width: 4, height: 3 }) {
  if (namedPhotoWidth(url) === null) return undefined;
  return OFFERED_PHOTO_WIDTHS.map((width) => ({
    src: atWidth(url, width),
    width,
    height: Math.round((width * aspect.height) / aspect.width),
  }));
}

/**
 * The `src`, `srcset` and `sizes` of an <img>: `sizes` says how wide the photo is drawn (CSS lengths
 * by media condition), so the browser fetches the smallest width that fills it at the screen's density.
 * The `src` stays the URL as the service named it, for a browser without `srcset`.
 */
export function responsivePhoto(
  url: string,
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = photoSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}
