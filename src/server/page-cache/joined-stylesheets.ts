/**
 * A kept page asks for one stylesheet instead of Next's five or six, or carries it in itself (below).
 * Each render-blocking stylesheet costs a phone over HTTP/1.1 a connection of its own before the first
 * paint, about 60 ms apiece in Lighthouse's simulation of a mid-range phone; the CSS they hold is the
 * same. So the page gets one link to `/_next/static/chunks/joined.<chunk>.<chunk>….css`, which
 * `joined-stylesheet-answer.ts` answers with those chunks in the same order (in the chunks' own folder,
 * so the URLs in them, such as the font's `../media/…`, point where they did), and Next's own links
 * stay in the head with `disabled`: a disabled stylesheet is neither fetched nor applied, and React,
 * finding a link with its href, takes it as loaded, so hydration and the router's later style hints
 * fetch none of them again. The URL names the build's content-hashed chunks, so any instance can
 * answer it and it never changes.
 */

const CHUNKS_PATH = '/_next/static/chunks/';
/** Where joined stylesheets are served: beside the chunks, under a name no chunk has (theirs have no dot). */
const JOINED_STYLESHEET_PREFIX = `${CHUNKS_PATH}joined.`;

/** A chunk's name as Next writes it: content hash characters only, so a name can never climb out. */
const CHUNK_NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** More chunks than any page links to: a longer list is not a URL this site wrote. */
const MAX_CHUNKS = 24;

/** Next's render-blocking link to one of its CSS chunks. */
const CHUNK_STYLESHEET =
  /<link rel="stylesheet" href="\/_next\/static\/chunks\/([A-Za-z0-9_-]{1,64})\.css"([^>]*?)\/?>/g;
/** Next's `Link` header entry that preloads one of its CSS chunks. */
const CHUNK_PRELOAD_ENTRY =
  /^<\/_next\/static\/chunks\/([A-Za-z0-9_-]{1,64})\.css>;\s*rel=preload;\s*as="style"/;

/** The joined stylesheet's path for these chunks, in this order. */
export function joinedStylesheetPath(chunkNames: readonly string[]): string {
  return `${JOINED_STYLESHEET_PREFIX}${chunkNames.join('.')}.css`;
}

/** The chunk names a joined stylesheet's path names, or null when it is not such a path. */
export function chunkNamesOf(pathname: string): string[] | null {
  if (!pathname.startsWith(JOINED_STYLESHEET_PREFIX) || !pathname.endsWith('.css')) return null;
  const names = pathname.slice(JOINED_STYLESHEET_PREFIX.length, -'.css'.length).split('.');
  if (names.length < 2 || names.length > MAX_CHUNKS) return null;
  return names.every((name) => CHUNK_NAME.test(name)) ? names : null;
}

/** A kept page's HTML with its stylesheets joined, and the chunks joined (none when it was left alone). */
export type JoinedPage = { html: string; chunkNames: string[] };

/** The CSS chunks a page's head links, in their order. */
export function linkedChunkNames(html: string): string[] {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return [];
  return [...html.slice(0, headEnd).matchAll(CHUNK_STYLESHEET)].map(([, name = '']) => name);
}

/** The page with its head's chunk stylesheets joined into one; unchanged when it links fewer than two. */
export function joinStylesheets(html: string): JoinedPage {
  const unchanged = { html, chunkNames: [] };
  const chunkNames = linkedChunkNames(html);
  if (chunkNames.length < 2 || chunkNames.length > MAX_CHUNKS) return unchanged;
  const headEnd = html.indexOf('</head>');
  let first = true;
  const joinedHead = html
    .slice(0, headEnd)
    .replace(CHUNK_STYLESHEET, (_link, name: string, attributes: string) => {
      const disabled = `<link rel="stylesheet" href="${CHUNKS_PATH}${name}.css"${attributes} disabled=""/>`;
      if (!first) return disabled;
      first = false;
      return `<link rel="stylesheet" href="${joinedStylesheetPath(chunkNames)}"/>${disabled}`;
    });
  return { html: joinedHead + html.slice(headEnd), chunkNames };
}

/*
 * A kept page may carry its joined stylesheet in itself. On a phone the document and its CSS then come
 * over the one connection already open (a listing, the home or a holiday home, CSS and all, within the
 * 43.8 KB that TCP's first two round trips carry; a property page, at 48–50 KB, takes a third), and the
 * connection is free for the main photo as soon as the document is in. Each later page brings its CSS
 * again (8–13 KB gzip); moving on within the site fetches no page, only the router's data.
 */

/** More than any page's CSS here (60–90 KB); a page with more links it rather than carry it. */
export const MAX_INLINE_CSS_BYTES = 128 * 1024;

/** A URL in CSS that is relative to the stylesheet (not absolute, rooted, a fragment or data). */
const RELATIVE_CSS_URL = /url\((['"]?)(?![a-z][\w+.-]*:|\/|#)([^'")]+)\1\)/gi;
/** Resolves nothing but paths: no request is made to it. */
const CHUNKS_BASE = `https://site.invalid${CHUNKS_PATH}`;

/** The chunks' CSS as the page's own: URLs relative to the chunks' folder (the font's) made rooted. */
function cssInPage(css: string): string {
  return css.replace(RELATIVE_CSS_URL, (_url, quote: string, reference: string) => {
    const resolved = new URL(reference, CHUNKS_BASE);
    return `url(${quote}${resolved.pathname}${resolved.search}${resolved.hash}${quote})`;
  });
}

/**
 * The joined page with its stylesheet's CSS in a style element where the joined link was; null (link
 * it) when there is none, the CSS is larger than `MAX_INLINE_CSS_BYTES` or could close the element.
 */
export function inlineJoinedStylesheet(joined: JoinedPage, css: string): string | null {
  if (joined.chunkNames.length === 0 || css.length > MAX_INLINE_CSS_BYTES || /<\/style/i.test(css)) {
    return null;
  }
  const link = `<link rel="stylesheet" href="${joinedStylesheetPath(joined.chunkNames)}"/>`;
  const at = joined.html.indexOf(link);
  if (at < 0) return null;
  return `${joined.html.slice(0, at)}<style>${cssInPage(css)}</style>${joined.html.slice(at + link.length)}`;
}

/**
 * A `Link` header whose preloads of joined chunks are one preload of the joined stylesheet, where the
 * first of them was: a browser that follows it early fetches what the page uses, and nothing twice.
 * With the CSS in the page (`inlined`) they all go.
 */
export function joinLinkHeader(value: string, chunkNames: readonly string[], inlined = false): string {
  if (chunkNames.length === 0) return value;
  const joined = new Set(chunkNames);
  let replaced = false;
  const entries = value.split(/,\s*(?=<)/).flatMap((entry) => {
    const name = CHUNK_PRELOAD_ENTRY.exec(entry)?.[1];
    if (name === undefined || !joined.has(name)) return [entry];
    if (replaced || inlined) return [];
    replaced = true;
    return [`<${joinedStylesheetPath(chunkNames)}>; rel=preload; as="style"`];
  });
  return entries.join(', ');
}
