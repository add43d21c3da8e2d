import 'server-only';
import { config } from '@/config';
import { siteForHostname } from '@/server/sites/host-sites';
import { visitorPort, visitorScheme } from '@/server/http/visitor-origin';
import { requestHost } from '@/server/sites/request-host';
import { servesSitesByHostname } from '@/server/sites/request-site';
import { loadSite } from '@/server/site-shell';
import { isOwnOrigin } from './site-origins';

/**
 * The host names of the site serving `hostname`. With one pinned site: SITE_URL's and the site's own.
 * With sites by host name: the site's, null when no site has the host. While the content service
 * cannot say, the request's own host stands in for its site, so a visitor's message is still taken.
 */
async function siteHostnames(hostname: string): Promise<readonly string[] | null> {
  const configured = new URL(config.siteUrl).hostname;
  if (!servesSitesByHostname) return [configured, ...((await loadSite())?.hostnames ?? [])];
  try {
    return (await siteForHostname(hostname))?.hostnames ?? null;
  } catch (error) {
    console.warn('Form origin: site unknown while the content service fails', error);
    return [hostname];
  }
}

/** Whether the request was sent by a page of the site it came to (the Origin header). */
export function comesFromOwnSite(request: Request): Promise<boolean> {
  const settings = { siteUrl: config.siteUrl, trustedProxyHops: config.trustedProxyHops };
  return isOwnOrigin(
    request.headers.get('origin'),
    requestHost(request.headers, config.trustForwardedHost),
    { scheme: visitorScheme(request.headers, settings), port: visitorPort(request.headers, settings) },
    // With sites by host name SITE_URL is one site's address at most, not every site's.
    servesSitesByHostname ? null : config.siteUrl,
    siteHostnames,
  );
}
