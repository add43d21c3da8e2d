import { LOCALE_COOKIE } from '@/i18n/routing';

/**
 * Which pages the page cache may keep and hand to any visitor. A page qualifies when it is the same for
 * everyone who asks for its address on its host: a plain GET of an HTML page, answered 200, carrying
 * the strict policy's nonce, setting no cookie but the language one, and not one of the pages that show
 * a visitor's own data (a subscription, an appointment) behind an unguessable address.
 */

type HeaderValue = string | string[] | undefined;
export type RequestHeaders = Record<string, HeaderValue>;

/** The longest address kept: longer ones are odd (or hostile) and not worth the memory. */
const MAX_CACHED_URL_LENGTH = 1_024;

/** Headers of the App Router's own client requests (RSC payloads, prefetches, server actions). */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
];

/** Cookies that change what a page shows: Next's draft (back-office preview) mode. */
const PERSONAL_COOKIES = ['__prerender_bypass', '__next_preview_data'];

/** Pages (by internal route) that show one visitor's data, never shared. */
const PERSONAL_ROUTES = /^\/[a-z]{2}\/(keep-me-informed|cancel-appointment)(\/|$)/;

/** Paths the cache never looks at: Next's files, JSON endpoints, assets, map tiles, the bench's floor pages. */
const NOT_PAGES =
  /^\/(_next|api|media|rental-photo|tiles|bench)\/|^\/(healthz|readyz)$|^\/[a-z]{2}\/ajax\/|\.[a-z0-9]+$/i;

const first = (value: HeaderValue) => (Array.isArray(value) ? value[0] : value);

function cookieNames(cookieHeader: HeaderValue): string[] {
  return (first(cookieHeader) ?? '')
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** The cache key of a request that may be answered from the cache, or null when it may not. */
export function pageCacheKey(method: string | undefined, url: string | undefined, headers: RequestHeaders) {
  if (method !== 'GET' || !url || url.length > MAX_CACHED_URL_LENGTH) return null;
  const path = url.split('?')[0] ?? '';
  if (path === '/' || NOT_PAGES.test(path) || /[?&]_rsc=/.test(url)) return null;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (cookieNames(headers.cookie).some((name) => PERSONAL_COOKIES.includes(name))) return null;
  const host = first(headers.host) ?? '';
  // The forwarded host picks the site when a trusted proxy sets it: part of the key either way.
  const forwardedHost = first(headers['x-forwarded-host']) ?? '';
  return `${host}|${forwardedHost}|${url}`;
}

export type RenderedPage = {
  status: number;
  headers: Record<string, string | string[]>;
  /** The route Next rendered (its rewrite target), or the requested path when it did not rewrite. */
  internalPath: string;
};

/** Set-Cookie values other than the language cookie, which the cache re-creates per visitor. */
export function otherCookies(setCookie: string | string[] | undefined): string[] {
  const values = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  return values.filter((value) => !value.startsWith(`${LOCALE_COOKIE}=`));
}

export function isShareablePage(page: RenderedPage): boolean {
  const contentType = String(page.headers['content-type'] ?? '');
  const policy = String(page.headers['content-security-policy'] ?? '');
  return (
    page.status === 200 &&
    contentType.startsWith('text/html') &&
    /'nonce-[^']+'/.test(policy) &&
    otherCookies(page.headers['set-cookie']).length === 0 &&
    !PERSONAL_ROUTES.test(page.internalPath)
  );
}
