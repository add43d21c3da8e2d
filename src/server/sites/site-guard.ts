import { NextResponse, type NextRequest } from 'next/server';
import { config } from '@/config';
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/locales';
import { siteForHostname } from './host-sites';
import { requestHost } from './request-host';
import { unknownSitePage } from './unknown-site-page';

/** The visitor's language for a page no site renders: the path's, else the browser's first known one. */
function visitorLocale(request: NextRequest): Locale {
  const first = request.nextUrl.pathname.split('/')[1];
  if (isLocale(first)) return first;
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().slice(0, 2).toLowerCase());
  return (accepted.find((language) => isLocale(language)) as Locale | undefined) ?? defaultLocale;
}

/**
 * With sites by host name (SITE_ID unset), the proxy's first step: a host name no site has gets the
 * 404 page, and a language the site does not offer leads to its default language. Null: carry on as
 * usual (always with a pinned SITE_ID, so a single-site deployment never waits for this).
 */
export async function answerForSiteHost(request: NextRequest): Promise<Response | null> {
  if (config.siteId !== null) return null;
  const host = requestHost(request.headers, config.trustForwardedHost);
  let site;
  try {
    site = host ? await siteForHostname(host.hostname) : null;
  } catch (error) {
    // The service is down or answered badly: the proxy's availability check answers for that.
    console.error('Site by host name could not be resolved', error);
    return null;
  }
  if (!site) return unknownSitePage(visitorLocale(request), host?.hostname ?? '');

  const first = request.nextUrl.pathname.split('/')[1] ?? '';
  const offered = site.languages as readonly string[];
  if (first === '' || !(locales as readonly string[]).includes(first) || offered.includes(first)) return null;
  // A language this site does not offer: its home page in the site's default language.
  return NextResponse.redirect(new URL(`/${site.defaultLanguage}`, request.url));
}
