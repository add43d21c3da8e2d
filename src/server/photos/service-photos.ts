import 'server-only';
import { config } from '@/config';
import { contentOrigins } from '@/server/security/allowed-origins';
import { MAX_ACCEPT_LENGTH, plainAnswer, streamedPhoto } from './photo-answer';

/*
 * Estate photos the content service keeps on its own host reach the browser through the site, under
 * /media/photos/<the service's path>. A phone then fetches the photo it came for over the connection
 * its page arrived on, already open and past TCP's slow start, instead of opening one to another host
 * first (some 300 ms in Lighthouse's simulation of a mid-range phone, before the photo's first byte).
 * Photos of any other host (an agency's CDN) are used as the service names them.
 */

/** The site's own route that streams photos of the content service (app/media/photos). */
export const SERVED_PHOTO_ROUTE = '/media/photos';

/** A path of plain segments, none starting with a dot, so none can climb out of the service's root. */
const PHOTO_PATH = /^(?:\/[\w-][\w.-]{0,99}){1,12}$/;
/** Longer than any photo URL's query the service writes (its `w` parameter, a version). */
const MAX_QUERY_LENGTH = 300;

const serviceOrigins = contentOrigins(config.contentApiUrl);
/** The service's site-bound calls (assets, rental photos): the site has routes of its own for those. */
const SITE_CALLS = `${new URL(config.contentApiUrl).pathname.replace(/\/+$/, '')}/sites/`;
/** Where the route fetches: the service as configured (its photo URLs may name its loopback twin). */
const serviceOrigin = serviceOrigins.length > 0 ? new URL(config.contentApiUrl).origin : null;

/** A path the route may fetch: plain segments, and none of the service's site-bound calls. */
const isPhotoPath = (path: string) => PHOTO_PATH.test(path) && !path.startsWith(SITE_CALLS);

/**
 * Where a browser loads a photo the service names: the site's route for a photo on the service's own
 * host (the query, with its width, kept), else the URL as given.
 */
export function servedPhotoAddress(url: string, origins: readonly string[] = serviceOrigins): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!origins.includes(parsed.origin) || !isPhotoPath(parsed.pathname)) return url;
  if (parsed.search.length > MAX_QUERY_LENGTH) return url;
  return `${SERVED_PHOTO_ROUTE}${parsed.pathname}${parsed.search}`;
}

/** The service's own address of a photo the site serves (for the site's own use, e.g. share images). */
export function servicePhotoUrl(address: string): string {
  if (!serviceOrigin || !address.startsWith(`${SERVED_PHOTO_ROUTE}/`)) return address;
  return `${serviceOrigin}${address.slice(SERVED_PHOTO_ROUTE.length)}`;
}

/**
 * Streams the service's photo at `path` (with the browser's query and Accept, so its widths and
 * formats reach the page unchanged). Only images pass; a path the site would not have written or an
 * unknown photo answers 404, a width the service does not offer 400, a failing service 503 (never a
 * 500). Redirects are not followed: the route fetches from the service's host and nowhere else.
 */
export async function answerServicePhoto(
  path: string,
  query: string,
  accept: string | null,
): Promise<Response> {
  if (!serviceOrigin || !isPhotoPath(path) || query.length > MAX_QUERY_LENGTH) {
    return plainAnswer(404, 'Not found');
  }
  let upstream: Response;
  try {
    upstream = await fetch(`${serviceOrigin}${path}${query}`, {
      headers: accept ? { accept: accept.slice(0, MAX_ACCEPT_LENGTH) } : {},
      redirect: 'manual',
      signal: AbortSignal.timeout(config.contentApiTimeoutMs),
    });
  } catch (error) {
    console.error(`Photo '${path}' could not be fetched from the content service`, error);
    return plainAnswer(503, 'Service unavailable');
  }
  if (upstream.status === 200) return streamedPhoto(upstream) ?? plainAnswer(404, 'Not found');
  void upstream.body?.cancel().catch(() => undefined);
  if (upstream.status === 400) return plainAnswer(400, 'Bad width');
  if (upstream.status === 404 || upstream.status === 410 || upstream.status < 400) {
    return plainAnswer(404, 'Not found');
  }
  console.error(`Photo '${path}' answered ${upstream.status} at the content service`);
  return plainAnswer(503, 'Service unavailable');
}
