import 'server-only';
import { config } from '@/config';
import { getSite } from '@/content-api/server';
import { getSiteUrl } from '@/server/sites/request-site';
import type { MailBrand } from './templates';

/**
 * The agency as its mails present it: the site's name and colour from the content service, the
 * public URL from the configuration. Without an answer the host name stands in, so no mail waits.
 */
export async function siteMailBrand(): Promise<MailBrand> {
  try {
    const [site, siteUrl] = await Promise.all([getSite(), getSiteUrl()]);
    return { name: site.name, siteUrl, color: site.brandColor ?? null };
  } catch (error) {
    console.warn('Mail brand: the site could not be loaded', error instanceof Error ? error.message : error);
    return { name: new URL(config.siteUrl).hostname, siteUrl: config.siteUrl };
  }
}

/** Where contact requests go: AGENCY_MAIL_TO, else the site's contact address at the content service. */
export async function agencyMailAddress(): Promise<string> {
  if (config.agencyMailTo) return config.agencyMailTo;
  const site = await getSite();
  return site.contact.email;
}
