import { NextRequest } from 'next/server';
import { createNonce } from './content-security-policy';
import { pagePolicy } from './page-policy';

type PageHandler = (request: NextRequest) => Promise<Response>;

/**
 * Wraps the proxy so that every page it answers carries the Content-Security-Policy. HSTS is the
 * server's (scripts/serve.ts, per answer): a page kept by the page cache must not carry the scheme of
 * the visitor whose request rendered it to the next one.
 *
 * The site's pages render per request (the site is chosen by host name, preview mode is per visitor),
 * so their HTML is never a shared cached copy: the nonce costs one random number per response, not a
 * render. What is expensive, the content service's answers, stays in Next's data cache. Next reads the
 * nonce from the request's Content-Security-Policy header and puts it on every script it renders; the
 * handler must therefore build its responses (next(), rewrite()) from the request it is given, whose
 * headers carry the policy.
 */
export function withPageSecurity(handler: PageHandler): PageHandler {
  return async (request) => {
    const policy = pagePolicy(createNonce());
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', policy);
    const response = await handler(new NextRequest(request, { headers }));
    // A redirect has no document to protect (and Response.redirect's headers cannot be changed).
    if (response.headers.has('location')) return response;
    response.headers.set('Content-Security-Policy', policy);
    return response;
  };
}
