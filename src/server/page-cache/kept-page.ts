import { isLocale } from '@/i18n/locales';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { isShareablePage, type RenderedPage, type RequestHeaders } from './cacheable';
import { compressTemplate, gzipWithNonce, type GzipTemplate } from './gzip-template';
import {
  fillNonce,
  NONCE_LENGTH,
  renderNonceOf,
  toNonceTemplate,
  type NonceTemplate,
} from './nonce-rotation';
import { inlineJoinedStylesheet, joinLinkHeader, joinStylesheets } from './joined-stylesheets';
import { startScriptsAfterPhoto } from './photo-first-scripts';

/** A page as the cache keeps it: its headers and HTML with the render's nonce cut out, compressed. */
export type KeptPage = {
  headers: [name: string, value: NonceTemplate][];
  body: GzipTemplate;
  /** The page's language: a visitor without that language cookie gets it, as from a render. */
  locale: string | null;
  /** What it holds in memory: the compressed HTML and the headers' text. */
  bytes: number;
};

/** Headers of one transfer: the server writes them afresh for every answer it sends. */
const TRANSFER_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);

/** Whether a rendered page's header belongs to its transfer rather than to the page. */
export function isTransferHeader(name: string): boolean {
  return TRANSFER_HEADERS.has(name.toLowerCase());
}

/** Headers that belong to one response or one connection, never to a kept page. */
function isPerResponseHeader(name: string): boolean {
  return isTransferHeader(name) || name.toLowerCase() === 'set-cookie';
}

/**
 * The page to keep, or null when this answer may not be handed to other visitors. `stylesheet`, the
 * CSS of the chunks its head links (joined-stylesheets.ts), goes into the page itself; without it the
 * page links the chunks joined.
 */
export function keepPage(
  rendered: RenderedPage & { body: string },
  stylesheet: string | null = null,
): KeptPage | null {
  if (!isShareablePage(rendered)) return null;
  const renderNonce = renderNonceOf(String(rendered.headers['content-security-policy']));
  if (!renderNonce) return null;
  const joined = joinStylesheets(rendered.body);
  const inlined = stylesheet === null ? null : inlineJoinedStylesheet(joined, stylesheet);
  const headers: KeptPage['headers'] = [];
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (isPerResponseHeader(name)) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    const keptText =
      name.toLowerCase() === 'link' ? joinLinkHeader(text, joined.chunkNames, inlined !== null) : text;
    // A Link header of nothing but the stylesheet's preloads goes with them.
    if (keptText !== '') headers.push([name, toNonceTemplate(keptText, renderNonce)]);
  }
  const language = rendered.internalPath.split('/')[1];
  const body = compressTemplate(
    toNonceTemplate(startScriptsAfterPhoto(inlined ?? joined.html, renderNonce), renderNonce),
    NONCE_LENGTH,
  );
  const headerBytes = headers.reduce(
    (sum, [name, value]) => sum + 2 * (name.length + value.join('').length),
    0,
  );
  return {
    headers,
    body,
    locale: isLocale(language) ? language : null,
    bytes: body.bytes + headerBytes,
  };
}

function visitorLocale(cookieHeader: RequestHeaders[string]): string | null {
  const cookies = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : (cookieHeader ?? '');
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookies);
  return match?.[1] ?? null;
}

/**
 * The kept page for one visitor: a nonce of their own, and the language cookie if they lack it. The
 * body is gzip-encoded; `content-encoding` is for the sender to set.
 */
export function replayPage(page: KeptPage, nonce: string, requestHeaders: RequestHeaders) {
  const headers: Record<string, string> = {};
  for (const [name, template] of page.headers) headers[name] = fillNonce(template, nonce);
  if (page.locale && visitorLocale(requestHeaders.cookie) !== page.locale) {
    headers['set-cookie'] = `${LOCALE_COOKIE}=${page.locale}; Path=/; SameSite=lax`;
  }
  return { headers, gzippedBody: gzipWithNonce(page.body, nonce) };
}
