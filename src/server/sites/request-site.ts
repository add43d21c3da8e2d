import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { config } from '@/config';
import type { Site } from '@/content-api/schemas';
import { visitorOrigin } from '@/server/http/visitor-origin';
import { siteForHostname } from './host-sites';
import { requestHost } from './request-host';
import { UnknownSiteError } from './unknown-site';

/** Whether this deployment finds each request's site by its host name (SITE_ID unset). */
export const servesSitesByHostname = config.siteId === null;

const currentHost = async () => requestHost(await headers(), config.trustForwardedHost);

/** The request's host, or null outside a request (a mail sent later, a scheduled run). */
async function currentHostIfAny() {
  try {
    return await currentHost();
  } catch {
    return null;
  }
}

/** The host name the current request came to; null outside a request. */
export async function requestHostname(): Promise<string | null> {
  return (await currentHostIfAny())?.hostname ?? null;
}

/** The site of the current request's host name, once per request; null when no site has it. */
export const getRequestSite = cache(async (): Promise<Site | null> => {
  const host = await currentHost();
  return host ? siteForHostname(host.hostname) : null;
});

/** The content service's id of the request's site; an unknown host name is a 404. */
export async function requestSiteId(): Promise<string> {
  const site = await getRequestSite();
  if (!site) throw new UnknownSiteError((await currentHost())?.hostname ?? null);
  return site.id;
}

/** The content service's id of the site being served: SITE_ID, or the site of the request's host name. */
export async function getSiteId(): Promise<string> {
  return config.siteId ?? requestSiteId();
}

/**
 * The public base URL of the site (canonical links, sitemap, links in mails): SITE_URL, or with sites
 * by host name the host name the request came to (one of its site's: the request found the site by
 * it) under the visitors' scheme and port, never a port the Host header made up. SITE_URL outside a
 * request.
 */
export async function getSiteUrl(): Promise<string> {
  if (!servesSitesByHostname) return config.siteUrl;
  const host = await currentHostIfAny();
  if (!host) return config.siteUrl;
  return visitorOrigin(host.hostname, await headers(), config);
}
