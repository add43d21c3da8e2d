import 'server-only';
import { config } from '@/config';
import { toSiteAssetPath } from './asset-urls';

/** An image or file URL of the content service as the site serves it: its asset path, or as given. */
export function siteAssetSrc(url: string): { src: string; isAsset: boolean } {
  const path = toSiteAssetPath(url, config.siteId);
  return path ? { src: path, isAsset: true } : { src: url, isAsset: false };
}
