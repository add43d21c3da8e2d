import 'server-only';
import { config } from '@/config';
import { searchEstates } from '@/server/content-service';
import { getDatabase } from '@/server/db';
import { mailBrandOfSite } from '@/server/mail/brand';
import { mailDomain } from '@/server/mail/outbox';
import { siteForHostname } from '@/server/sites/host-sites';
import type { AlertSite } from './alert-sites';
import { runAlerts, type AlertRunReport } from './alerts';

/** The site at a public address, by its host name; null when none has it or the service does not answer. */
async function siteAt(url: string): Promise<AlertSite | null> {
  try {
    const site = await siteForHostname(new URL(url).hostname);
    return site ? { id: site.id, url } : null;
  } catch (error) {
    console.warn(`Alerts: no site for ${url}`, error instanceof Error ? error.message : error);
    return null;
  }
}

/** The site of subscriptions stored without one: SITE_ID at SITE_URL, or the site at SITE_URL. */
async function configuredSite(): Promise<AlertSite | null> {
  return config.siteId !== null ? { id: config.siteId, url: config.siteUrl } : siteAt(config.siteUrl);
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
    siteAt,
    messageDomain: mailDomain(config.mailFrom),
  });
}
