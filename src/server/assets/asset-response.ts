import 'server-only';
import { getAsset } from '@/server/content-service';
import { HttpError } from '@/content-api/errors';
import { assetCacheControl, assetEtag, assetKey, type AssetRequest } from './asset-urls';

function plainAnswer(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export const assetNotFound = () => plainAnswer(404, 'Not found');

/** Headers every answer of an asset carries, whether with the bytes or as a 304. */
function cacheHeaders(asset: AssetRequest): Headers {
  return new Headers({ 'cache-control': assetCacheControl(asset), etag: assetEtag(asset) });
}

/**
 * Streams an asset of the content service (images, files of CMS pages) under the site's origin with
 * cache headers keyed by its hash and version. A revalidation with a matching ETag gets 304 without a
 * call to the service; an unknown asset 404, a failing service 503 (never a 500).
 */
export async function answerAsset(asset: AssetRequest, ifNoneMatch: string | null): Promise<Response> {
  const headers = cacheHeaders(asset);
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === headers.get('etag'))) {
    return new Response(null, { status: 304, headers });
  }
  try {
    const upstream = await getAsset(assetKey(asset), asset.version, { cache: 'no-store' });
    const contentType = upstream.headers.get('content-type') ?? 'application/octet-stream';
    headers.set('content-type', contentType);
    headers.set('x-content-type-options', 'nosniff');
    // An SVG or HTML file opened on its own must not run script in the site's origin.
    headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    const length = upstream.headers.get('content-length');
    if (length) headers.set('content-length', length);
    return new Response(upstream.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return assetNotFound();
    console.error(`Asset '${asset.name}' could not be fetched from the content service`, error);
    return plainAnswer(503, 'Service unavailable');
  }
}
