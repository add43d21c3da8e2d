import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a preview link works when whoever makes it does not say. */
export const DEFAULT_PREVIEW_LINK_HOURS = 24;
/** A link valid for longer than this is refused, even if correctly signed. */
export const MAX_PREVIEW_LINK_HOURS = 24 * 30;

export type PreviewLinkParams = { path: string; expires: number; signature: string };

export type PreviewCheck =
  { ok: true; path: string } | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' | 'too-long' };

/** What is signed: the page to open and when the link stops working (seconds since 1970). */
function signedText(path: string, expires: number): string {
  return `${path}\n${expires}`;
}

export function signPreview(secret: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(signedText(path, expires)).digest('base64url');
}

/** Only a path of this site: '/nl/aanbod/1400', never '//other.example' or 'https://…'. */
export function isSitePath(path: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(path);
}

/**
 * Checks a preview link: a site path, an expiry in the future but not too far off, and the HMAC of
 * both, compared in constant time so the signature cannot be guessed byte by byte.
 */
export function verifyPreview(
  secret: string,
  params: { path: string | null; expires: string | null; signature: string | null },
  nowSeconds: number,
): PreviewCheck {
  const { path, signature } = params;
  const expires = params.expires && /^\d{1,12}$/.test(params.expires) ? Number(params.expires) : NaN;
  if (!path || !isSitePath(path) || !signature || !Number.isFinite(expires)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = Buffer.from(signPreview(secret, path, expires));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad-signature' };
  }
  if (expires <= nowSeconds) return { ok: false, reason: 'expired' };
  if (expires - nowSeconds > MAX_PREVIEW_LINK_HOURS * 3600) return { ok: false, reason: 'too-long' };
  return { ok: true, path };
}

/** The query of a preview link to `path`, valid for `hours` from `nowSeconds`. */
export function previewLinkQuery(
  secret: string,
  path: string,
  nowSeconds: number,
  hours = DEFAULT_PREVIEW_LINK_HOURS,
): URLSearchParams {
  if (!isSitePath(path)) throw new Error(`A preview link opens a path of the site ('/nl/…'), not '${path}'`);
  const expires = Math.floor(nowSeconds + hours * 3600);
  return new URLSearchParams({
    path,
    expires: String(expires),
    signature: signPreview(secret, path, expires),
  });
}
