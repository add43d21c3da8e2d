import 'server-only';
import { cache } from 'react';
import type { EstateListingNode, Page } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { loadPageByPath } from '@/server/cms-pages';
import { loadLandingOrCollection, type LandingPage } from '@/server/landing-pages';

/** What a path of the site shows: a CMS page, or else an estate landing page or collection. */
export type SitePathContent = { page: Page; landing: null } | { page: null; landing: LandingPage };

/**
 * The one reading of a site path, for the catch-all page and the listing's "load more" endpoint
 * alike; null when the path is neither. Estate landing pages and collections have no CMS page of
 * their own: they come second.
 */
export const resolveSitePath = cache(
  async (path: string, locale: Locale): Promise<SitePathContent | null> => {
    const page = await loadPageByPath(path, locale);
    if (page) return { page, landing: null };
    const landing = await loadLandingOrCollection(path, locale);
    return landing ? { page: null, landing } : null;
  },
);

/** The estate listing a path shows (a CMS listing page's node or a landing page's), or null. */
export async function estateListingNodeAt(path: string, locale: Locale): Promise<EstateListingNode | null> {
  const content = await resolveSitePath(path, locale);
  if (content?.page) return content.page.node?.kind === 'estates' ? content.page.node : null;
  return content?.landing.node ?? null;
}
