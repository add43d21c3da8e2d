import 'server-only';
import { getSite } from '@/server/content-service';
import type { Site } from '@/content-api/schemas';
import { getSiteUrl } from '@/server/sites/request-site';
import type { MailBrand } from './templates';

/** The brand from the site's record; without an answer the host name stands in, so no mail waits. */
async function mailBrand(loadSite: () => Promise<Site>, siteUrl: string): Promise<MailBrand> {
  try {
    const site = await loadSite();
    return { name: site.name, siteUrl, color: site.brandColor ?? null };
  } catch (error) {
    console.warn('Mail brand: the site could not be loaded', error instanceof Error ? error.message : error);
    return { name: new URL(siteUrl).hostname, siteUrl };
  }
}

/**
 * The agency of the site being served as its mails present it: the site's name and colour from the
 * content service, and its public URL.
 */
export async function siteMailBrand(): Promise<MailBrand> {
  return mailBrand(() => getSite(), await getSiteUrl());
}

/** The brand of a named site at a known address, for mails sent outside a request (the alerts). */
export async function mailBrandOfSite(siteId: string, siteUrl: string): Promise<MailBrand> {
  return mailBrand(() => getSite({ siteId }), siteUrl);
}
