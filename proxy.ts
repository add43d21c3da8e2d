import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { routing } from '@/i18n/routing';
import { upstreamIsAvailable } from '@/server/upstream-status';

const handleLocaleRouting = createMiddleware(routing);

const RETRY_AFTER_SECONDS = '30';

function localeOfPath(pathname: string) {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/**
 * Next 16 calls this file's default export "proxy" (it was middleware.ts before): locale negotiation and
 * localized paths by next-intl, then a localized 503 page while the site content service is down.
 */
export default async function proxy(request: NextRequest) {
  const response = handleLocaleRouting(request);
  if (response.headers.has('location')) return response;
  if (await upstreamIsAvailable()) return response;

  const locale = localeOfPath(request.nextUrl.pathname);
  const unavailable = new URL(`/${locale}/service-unavailable`, request.url);
  return NextResponse.rewrite(unavailable, {
    status: 503,
    headers: { 'Retry-After': RETRY_AFTER_SECONDS, 'Cache-Control': 'no-store' },
  });
}

export const config = {
  // Pages only: not Next's assets, not files with an extension, not the JSON endpoints under /{lang}/ajax.
  matcher: ['/((?!_next|_vercel|api/|media/|[a-z]{2}/ajax/|.*\\..*).*)'],
};
