import { NextRequest } from 'next/server';
import { config } from '@/config';
import { isHttpsVisit } from '@/server/http/visitor-origin';
import { createNonce } from './content-security-policy';
import { pagePolicy } from './page-policy';
import { transportSecurityHeader } from './security-headers';

type PageHandler = (request: NextRequest) => Promise<Response>;

/**
 * Wraps the proxy so that every page it answers carries the Content-Security-Policy, and HSTS when
 * visitors come over https (scripts/serve.ts adds HSTS to every other answer too).
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
    for (const [name, value] of Object.entries(
      transportSecurityHeader(isHttpsVisit(request.headers, config)),
    )) {
      response.headers.set(name, value);
    }
    return response;
  };
}
