/**
 * The first look scripts/serve.ts takes at a request, before Next sees it: what Next would answer with a
 * bare 500 (an undecodable path, an odd method) or would misread (a request line naming another host)
 * is answered here, or put into the form Next expects.
 */

/**
 * Methods some route of the site answers; Next says 405 itself where a route lacks one. Any other
 * (TRACE, which would echo a visitor's cookies back to a script, CONNECT, WebDAV's) is not allowed
 * anywhere: 405, a client's error, never a 5xx.
 */
const SERVED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export const ALLOWED_METHODS = 'GET, HEAD, POST';

export type RequestVerdict =
  /** Hand it to Next, at this origin-form target (`/path?query`). */
  | { kind: 'serve'; target: string }
  /** Answer it here with this status. */
  | { kind: 'refuse'; status: 400 | 405 };

/**
 * Whether a path breaks when decoded: next-intl decodes a page path, and Next decodes it once more to
 * match a route, so a path that does not survive both ('%zz', '%25zz', '%E0%A4%A') is malformed.
 */
export function hasUndecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(decodeURI(pathname));
    return false;
  } catch {
    return true;
  }
}

/**
 * The origin-form target of a request line: an absolute-form one (`GET http://other.example/nl`) is
 * served as its path on the host the request came to, so it can never lead to the host it names.
 * Null when the target is neither form (`*`, a bare word).
 */
function originFormTarget(target: string): string | null {
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** What to do with a request, by its method and request-line target alone. */
export function judgeRequest(method: string | undefined, target: string | undefined): RequestVerdict {
  const verb = (method ?? '').toUpperCase();
  if (!SERVED_METHODS.has(verb)) return { kind: 'refuse', status: 405 };
  // `OPTIONS *` asks what the server as a whole allows: the Allow header of the 405 says it.
  if (target === '*') return { kind: 'refuse', status: verb === 'OPTIONS' ? 405 : 400 };
  const originForm = originFormTarget(target ?? '');
  if (!originForm) return { kind: 'refuse', status: 400 };
  // '//other.example/x' reads as a host to whatever resolves it as a URL (a redirect's Location): one slash.
  const served = originForm.replace(/^[/\\]+/, '/');
  if (hasUndecodablePath(served.split('?')[0]!)) return { kind: 'refuse', status: 400 };
  return { kind: 'serve', target: served };
}
