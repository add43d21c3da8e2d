import 'server-only';
import { toSiteAssetPath } from './asset-urls';

/**
 * An image or file URL of the content service as the site serves it: its asset path when it is an
 * asset of the site being served (the asset route fetches that site's assets), or the URL as given.
 */
export function siteAssetSrc(url: string, siteId: string): { src: string; isAsset: boolean } {
  const path = toSiteAssetPath(url, siteId);
  return path ? { src: path, isAsset: true } : { src: url, isAsset: false };
}

/** The same as an absolute address, for what leaves the page (structured data): on `siteUrl` when it is an asset. */
export function absoluteSiteAssetUrl(url: string, siteId: string, siteUrl: string): string {
  const { src, isAsset } = siteAssetSrc(url, siteId);
  return isAsset ? `${siteUrl}${src}` : src;
}
