import 'server-only';
import type { Metadata } from 'next';
import type { Site } from '@/content-api/schemas';
import { loadSite } from './site-shell';

type Alternates = Record<string, string>;
/** The languages a site offers; x-default points at its default one. */
export type OfferedLanguages = Pick<Site, 'languages' | 'defaultLanguage'>;

/**
 * hreflang alternates limited to the languages a site offers, x-default on its default language.
 * Unchanged while the site is unknown (the service is down): the shell then offers every language too.
 */
export function offeredAlternates(languages: Alternates, site: OfferedLanguages | null): Alternates {
  if (!site) return languages;
  const offeredLanguages: readonly string[] = site.languages;
  const kept = Object.entries(languages).filter(([language]) => offeredLanguages.includes(language));
  const offered: Alternates = Object.fromEntries(kept);
  const defaultUrl = offered[site.defaultLanguage];
  if (defaultUrl) offered['x-default'] = defaultUrl;
  return offered;
}

/** A page's metadata with its hreflang alternates in the languages of the site being served. */
export async function withSiteLanguages(metadata: Metadata): Promise<Metadata> {
  const languages = metadata.alternates?.languages as Alternates | undefined;
  if (!languages) return metadata;
  const site = await loadSite();
  return {
    ...metadata,
    alternates: { ...metadata.alternates, languages: offeredAlternates(languages, site) },
  };
}
