import 'server-only';
import { config } from '@/config';
import { searchEstates } from '@/content-api/server';
import { getDatabase } from '@/server/db';
import { mailBrandOfSite } from '@/server/mail/brand';
import { mailDomain } from '@/server/mail/outbox';
import { siteForHostname } from '@/server/sites/host-sites';
import type { AlertSite } from './alert-sites';
import { runAlerts, type AlertRunReport } from './alerts';

/**
 * The site of subscriptions stored without one: SITE_ID at SITE_URL, or with sites by host name the
 * site of SITE_URL's host name (null when it names none, or the content service does not answer).
 */
async function configuredSite(): Promise<AlertSite | null> {
  if (config.siteId !== null) return { id: config.siteId, url: config.siteUrl };
  try {
    const site = await siteForHostname(new URL(config.siteUrl).hostname);
    return site ? { id: site.id, url: config.siteUrl } : null;
  } catch (error) {
    console.warn('Alerts: no site for SITE_URL', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * One alerts run with the site's database, content service and agencies, each subscription for the
 * site it was made on; its mails wait in the outbox.
 */
export async function runConfiguredAlerts(): Promise<AlertRunReport> {
  return runAlerts({
    db: await getDatabase(),
    search: (body, options) => searchEstates(body, options),
    brand: (site) => mailBrandOfSite(site.id, site.url),
    defaultSite: await configuredSite(),
    messageDomain: mailDomain(config.mailFrom),
  });
}
