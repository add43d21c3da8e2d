import { tags } from './cache-tags';
import { getContentApiConfiguration } from './configuration';
import { sendRequest, sitePath, type CallOptions } from './http';

/** Splits an asset key 'name#hash'; a key without '#' has no hash. */
export function parseAssetKey(key: string): { name: string; hash: string | null } {
  const separator = key.indexOf('#');
  if (separator === -1) return { name: key, hash: null };
  return { name: key.slice(0, separator), hash: key.slice(separator + 1) || null };
}

function assetQuery(key: string, version: string | number) {
  const { hash } = parseAssetKey(key);
  return { ...(hash !== null && { hash }), version: String(version) };
}

/** The service path of an asset: '/sites/{siteId}/assets/{name}?hash={hash}&version={version}'. */
export function assetPath(key: string, version: string | number): string {
  const query = new URLSearchParams(assetQuery(key, version));
  return `${sitePath('assets', parseAssetKey(key).name)}?${query.toString()}`;
}

/** The full URL of an asset on the content service. */
export function assetUrl(key: string, version: string | number): string {
  return `${getContentApiConfiguration().baseUrl}${assetPath(key, version)}`;
}

/** The asset's bytes as the service's response, to stream on with its content type. */
export async function getAsset(
  key: string,
  version: string | number,
  options?: CallOptions,
): Promise<Response> {
  return sendRequest('GET', sitePath('assets', parseAssetKey(key).name), {
    ...options,
    query: assetQuery(key, version),
    cacheTags: [tags.assets()],
  });
}
