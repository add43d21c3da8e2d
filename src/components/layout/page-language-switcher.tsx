import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';
import { isLocale, type Locale } from '@/i18n/locales';
import { loadSite } from '@/server/site-shell';
import { LanguageSwitcher } from './LanguageSwitcher';
import { RouteLanguageSwitcher } from './RouteLanguageSwitcher';

type Links = Partial<Record<Locale, string>>;

/** notFound() and redirects end the page itself; its language switcher just falls back. */
function endsThePage(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && /^(NEXT_HTTP_ERROR_FALLBACK|NEXT_REDIRECT)/.test(digest);
}

/** The path (and query) of an alternate, relative or absolute. */
function pathOf(href: string | URL): string {
  if (typeof href === 'string' && href.startsWith('/')) return href;
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

async function alternateLinks<P>(generateMetadata: (props: P) => Promise<Metadata>, props: P) {
  let metadata: Metadata;
  try {
    metadata = await generateMetadata(props);
  } catch (error) {
    if (!endsThePage(error)) unstable_rethrow(error);
    return null;
  }
  const links: Links = {};
  for (const [language, href] of Object.entries(metadata.alternates?.languages ?? {})) {
    if (isLocale(language) && (typeof href === 'string' || href instanceof URL)) {
      links[language] = pathOf(href);
    }
  }
  return Object.keys(links).length ? links : null;
}

/** The language switcher of a route whose links follow its localized pathname only. */
export async function RouteLanguageLinks() {
  const site = await loadSite();
  return <RouteLanguageSwitcher languages={site?.languages} />;
}

/**
 * The header's language switcher for one route, rendered in the layout's `languages` slot: it links to
 * the hreflang alternates the route's own `generateMetadata` gives (the same call, shared per request),
 * so the links and the alternates cannot differ. A route without alternates, or whose metadata failed,
 * gets the switcher that maps its localized pathname.
 */
export function languageLinksOf<P>(generateMetadata: (props: P) => Promise<Metadata>) {
  return async function PageLanguageLinks(props: P) {
    const [links, site] = await Promise.all([alternateLinks(generateMetadata, props), loadSite()]);
    if (!links) return <RouteLanguageSwitcher languages={site?.languages} />;
    return <LanguageSwitcher links={links} languages={site?.languages} />;
  };
}
