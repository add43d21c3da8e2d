import 'server-only';
import type { Metadata } from 'next';
import { localize, type Page } from '@/content-api/schemas';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { pagePathIn } from './cms-pages';
import { shareImagePath } from './sharing/share-image-paths';
import { cardAlt, shareMetadata, type SharingSite } from './sharing/share-metadata';
import { homeTitle, loadSharingSite } from './sharing/sharing-site';
import { offeredAlternates, type OfferedLanguages } from './site-languages';
import { loadSite } from './site-shell';

/** While the site is unknown (the service is down), every language is offered, as the shell does. */
const EVERY_LANGUAGE: OfferedLanguages = { languages: [...locales], defaultLanguage: defaultLocale };

// Relative: Next makes it absolute against the layout's metadataBase, the address of the site being
// served (SITE_URL, or the request's host when sites are found by host name).
function pageUrl(locale: Locale, path: string) {
  return `/${locale}${path === '/' ? '' : path}`;
}

export interface CmsPageMetadataOptions {
  /** The languages of the site being served; every language while it is unknown. */
  offered?: OfferedLanguages;
  /** The page's title instead of its own (the home page's, which names the site). */
  title?: string;
}

/**
 * Title, description, canonical URL and hreflang alternates (each language the site offers with the
 * page's own path in it), and the sharing tags with the site's branded card of the page.
 */
export function cmsPageMetadata(
  page: Page,
  locale: Locale,
  site: SharingSite,
  { offered = EVERY_LANGUAGE, title = localize(page.title, locale) }: CmsPageMetadataOptions = {},
): Metadata {
  const everyLanguage: Record<string, string> = {};
  for (const language of locales) {
    const path = pagePathIn(page, language);
    if (path) everyLanguage[language] = pageUrl(language, path);
  }
  const languages = offeredAlternates(everyLanguage, offered);
  const description = localize(page.description, locale) || undefined;
  const path = pagePathIn(page, locale);
  const imagePath = shareImagePath(locale, path ? { kind: 'page', path } : { kind: 'card', card: 'site' });
  return {
    title,
    description,
    alternates: { canonical: languages[locale], languages },
    ...shareMetadata(
      {
        locale,
        title,
        description,
        url: languages[locale],
        imagePath,
        imageAlt: cardAlt(title, site.name),
      },
      site,
    ),
  };
}

/**
 * The metadata of a CMS page (a listing or landing page, a content page) on the site being served; the
 * home page's title is the site's name with what it offers, in the page's language.
 */
export async function siteCmsPageMetadata(
  page: Page,
  locale: Locale,
  { home = false }: { home?: boolean } = {},
): Promise<Metadata> {
  const [offered, site] = await Promise.all([loadSite(), loadSharingSite(locale)]);
  const title = home ? await homeTitle(locale, site.name) : undefined;
  const metadata = cmsPageMetadata(page, locale, site, { offered: offered ?? EVERY_LANGUAGE, title });
  // The home page's title names the site itself: no "| site" suffix from the layout's template.
  return home && title ? { ...metadata, title: { absolute: title } } : metadata;
}
