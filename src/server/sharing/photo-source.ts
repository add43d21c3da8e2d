import 'server-only';
import { readCappedBytes } from '@/content-api/capped-read';

/** The kinds of photo the sharing image can draw; others (WebP, AVIF …) give the branded card. */
const DRAWABLE_TYPES = ['image/svg+xml', 'image/png', 'image/jpeg'] as const;
/** The largest photo read: agencies deliver a few megabytes at most. */
export const MAX_PHOTO_BYTES = 12 * 1024 * 1024;
export const PHOTO_TIMEOUT_MS = 5_000;

/**
 * A photo answer as a data URL the image renderer can draw, or null when it is no drawable image
 * (another type, empty, too large).
 */
export async function photoDataUrl(response: Response): Promise<string | null> {
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!response.ok || !(DRAWABLE_TYPES as readonly string[]).includes(type)) {
    await response.body?.cancel().catch(() => {});
    return null;
  }
  const bytes = await readCappedBytes(response, MAX_PHOTO_BYTES);
  return bytes?.byteLength ? `data:${type};base64,${Buffer.from(bytes).toString('base64')}` : null;
}

/** Fetches a photo at an absolute http(s) address (the content service's or the agency's photo host). */
export async function fetchPhoto(url: string): Promise<Response | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  return fetch(parsed, {
    cache: 'no-store',
    redirect: 'follow',
    signal: AbortSignal.timeout(PHOTO_TIMEOUT_MS),
  });
}
