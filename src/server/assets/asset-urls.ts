/** Where the site serves content-service assets under its own origin (outside the locale proxy). */
export const SITE_ASSET_PREFIX = '/media/assets';

/** A year: an asset URL names its content by hash and version, so it never changes under that URL. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Without a hash the bytes may change under the same URL: keep them briefly, refresh in the background. */
export const UNVERSIONED_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

const namePattern = /^[\w][\w.-]{0,199}$/;
const hashPattern = /^[\w-]{1,128}$/;
const versionPattern = /^[\w.-]{1,40}$/;

export type AssetRequest = { name: string; hash: string | null; version: string };

/** The asset a site URL asks for, or null when its name, hash or version is not a plausible one. */
export function parseAssetRequest(name: string, search: URLSearchParams): AssetRequest | null {
  const hash = search.get('hash');
  const version = search.get('version');
  if (!namePattern.test(name) || name.includes('..')) return null;
  if (version === null || !versionPattern.test(version)) return null;
  if (hash !== null && !hashPattern.test(hash)) return null;
  return { name, hash, version };
}

/** The content service's key for an asset: 'name#hash' (spec §7), or the name alone without a hash. */
export function assetKey({ name, hash }: Pick<AssetRequest, 'name' | 'hash'>): string {
  return hash ? `${name}#${hash}` : name;
}

/** '/media/assets/logo.svg?hash=ab12&version=3': the asset under the site's own origin. */
export function siteAssetPath({ name, hash, version }: AssetRequest): string {
  const query = new URLSearchParams({ ...(hash && { hash }), version });
  return `${SITE_ASSET_PREFIX}/${encodeURIComponent(name)}?${query.toString()}`;
}

/** Long-lived only when the URL carries both hash and version; otherwise briefly. */
export function assetCacheControl({ hash }: Pick<AssetRequest, 'hash'>): string {
  return hash ? IMMUTABLE_CACHE_CONTROL : UNVERSIONED_CACHE_CONTROL;
}

/** A strong validator from the key, so a revalidating browser gets a 304 without the bytes. */
export function assetEtag({ name, hash, version }: AssetRequest): string {
  return `"${[name, hash ?? '', version].join(':').replace(/"/g, '')}"`;
}

/**
 * A content-service asset URL ('https://…/sites/{siteId}/assets/{name}?hash=…&version=…') as the
 * site's own path, so browsers fetch it from the site with its cache headers; any other URL (a
 * photo on a CDN, a malformed one) gives null and is used as it is. A null site id (the site is
 * found by hostname) accepts the assets of whichever site the service names.
 */
export function toSiteAssetPath(url: string, siteId: string | null): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://content-service.invalid');
  } catch {
    return null;
  }
  const match = /^\/sites\/([^/]+)\/assets\/([^/]+)$/.exec(parsed.pathname);
  if (!match || (siteId !== null && decodeURIComponent(match[1]!) !== siteId)) return null;
  const request = parseAssetRequest(decodeURIComponent(match[2]!), parsed.searchParams);
  return request ? siteAssetPath(request) : null;
}
