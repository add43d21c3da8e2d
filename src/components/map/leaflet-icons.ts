import { divIcon, icon, point, type DivIcon } from 'leaflet';
import estatePin from './estate-pin.svg';
import { clusterIconHtml } from './map-text';

type ImageAsset = string | { src: string };

/** Next hands image imports over as objects, other bundlers as plain URLs. */
function assetUrl(asset: ImageAsset): string {
  return typeof asset === 'string' ? asset : asset.src;
}

/**
 * A pin in the site's accent colour, from a file the build serves: Leaflet's default icon guesses its
 * URL from the CSS, which breaks once a bundler renames the files. Being a vector, one file serves
 * every screen density.
 */
export const pinIcon = icon({
  iconUrl: assetUrl(estatePin),
  iconSize: [32, 44],
  iconAnchor: [16, 43],
  popupAnchor: [0, -38],
});

const CLUSTER_SIZE = 44;

/** A round badge with the number of estates it holds, named by `accessibleName`; bigger clusters get a bigger class. */
export function clusterIcon(
  count: number,
  accessibleName: string,
  classNames: { base: string | undefined; large: string | undefined },
): DivIcon {
  const className = [classNames.base, count >= 100 ? classNames.large : undefined].filter(Boolean).join(' ');
  return divIcon({
    html: clusterIconHtml(count, accessibleName),
    className,
    iconSize: point(CLUSTER_SIZE, CLUSTER_SIZE),
  });
}
