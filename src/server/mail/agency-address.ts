import 'server-only';
import { z } from 'zod';
import { HttpError } from '@/content-api/errors';
import type { Site } from '@/content-api/schemas';
import { getSiteId, requestHostname } from '@/server/sites/request-site';
import { UnknownSiteError } from '@/server/sites/unknown-site';
import type { AgencyRecipient } from './message';
import { UnknownRecipientError, type ResolveRecipient } from './recipients';

/**
 * The agency of the request's site as a queued mail names it, without waiting for the content
 * service: by its id when that is known (SITE_ID, or the host name's site from the cache or the
 * service), else by the host name. A host name no site has is a 404, as it is for pages.
 */
export async function agencyOfRequest(): Promise<AgencyRecipient> {
  try {
    return { agencyOf: { siteId: await getSiteId() } };
  } catch (error) {
    const hostname = await requestHostname();
    if (error instanceof UnknownSiteError || !hostname) throw error;
    console.warn(`Site of ${hostname} unknown for now: its agency is looked up when the mail is sent`);
    return { agencyOf: { hostname } };
  }
}

/** Where agencies are found: AGENCY_MAIL_TO, else the site's record at the content service. */
export interface AgencyDirectory {
  agencyMailTo: string | null;
  /** The site by its id; rejects while the service does not answer. */
  siteById: (siteId: string) => Promise<Site>;
  /** The site of a host name; null when no site has it, rejects while the service does not answer. */
  siteByHostname: (hostname: string) => Promise<Site | null>;
}

const emailSchema = z.email();

async function siteOf(row: Parameters<ResolveRecipient>[0], directory: AgencyDirectory) {
  try {
    if (row.agencySiteId !== null) return await directory.siteById(row.agencySiteId);
    return row.agencyHostname === null ? null : await directory.siteByHostname(row.agencyHostname);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The address of a mail to an agency, at send time. A site the service does not know gives the mail
 * up (it stays in the outbox, failed); any other failure, a missing address included (the agency
 * may fill it in), keeps it waiting.
 */
export function agencyAddressResolver(directory: AgencyDirectory): ResolveRecipient {
  return async (row) => {
    if (directory.agencyMailTo) return directory.agencyMailTo;
    const site = await siteOf(row, directory);
    if (!site) throw new UnknownRecipientError(`No site ${row.agencySiteId ?? row.agencyHostname}`);
    const address = emailSchema.safeParse(site.contact.email.trim());
    if (!address.success) throw new Error(`Site ${site.id} has no usable contact address`);
    return address.data;
  };
}
