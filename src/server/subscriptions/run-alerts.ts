import 'server-only';
import { config } from '@/config';
import { searchEstates } from '@/content-api/server';
import { getDatabase } from '@/server/db';
import { siteMailBrand } from '@/server/mail/brand';
import { mailDomain } from '@/server/mail/outbox';
import { runAlerts, type AlertRunReport } from './alerts';

/** One alerts run with the site's database, content service and agency; its mails wait in the outbox. */
export async function runConfiguredAlerts(): Promise<AlertRunReport> {
  return runAlerts({
    db: await getDatabase(),
    search: (body, options) => searchEstates(body, options),
    brand: await siteMailBrand(),
    messageDomain: mailDomain(config.mailFrom),
  });
}
