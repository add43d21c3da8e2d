import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { hasUndecodablePath } from '@/server/http/request-sanity';
import { RETRY_AFTER_SECONDS } from '@/server/http/service-failure-status';
import { withPageSecurity } from '@/server/security/page-security';
import { answerForSiteHost } from '@/server/sites/site-guard';
import {
  rememberServedPage,
  rendersWithoutContent,
  upstreamAnswersNow,
  wasServedRecently,
} from '@/server/upstream-status';

const handleLocaleRouting = createMiddleware(routing);

function localeOfPath(pathname: string) {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * Next 16 calls this file's default export "proxy" (it was middleware.ts before): locale negotiation and
 * localized paths by next-intl, then a localized 503 page while the site content service is down (but for
 * pages served before the outage, whose content Next has cached). Every page gets the security headers
 * (src/server/security).
 */
async function proxy(request: NextRequest) {
  const siteAnswer = await answerForSiteHost(request);
  if (siteAnswer) return siteAnswer;
  if (hasUndecodablePath(request.nextUrl.pathname)) {
    return new NextResponse('Bad Request', { status: 400, headers: { 'Cache-Control': 'no-store' } });
  }
  const response = handleLocaleRouting(request);
  if (response.headers.has('location')) return response;
  // A page served while the service answered renders from the kept answers (answer-cache.ts), even
  // during an outage, and a page without content needs no service at all.
  const page = `${request.nextUrl.host}${request.nextUrl.pathname}${request.nextUrl.search}`;
  if (wasServedRecently(page) || rendersWithoutContent(request.nextUrl.pathname)) return response;
  if (await upstreamAnswersNow()) {
    rememberServedPage(page);
    return response;
  }

  const locale = localeOfPath(request.nextUrl.pathname);
  const unavailable = new URL(`/${locale}/service-unavailable`, request.url);
  return NextResponse.rewrite(unavailable, {
    status: 503,
    headers: { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' },
    request: { headers: request.headers },
  });
}

export default withPageSecurity(proxy);

export const config = {
  // Pages only: not Next's assets, not files with an extension, not the JSON endpoints under /{lang}/ajax,
  // not the language-less measuring pages of `npm run bench` (app/bench), not the health checks, not the
  // map tiles (app/tiles).
  matcher: ['/((?!_next|_vercel|api/|media/|bench/|tiles/|healthz$|readyz$|[a-z]{2}/ajax/|.*\\..*).*)'],
};
