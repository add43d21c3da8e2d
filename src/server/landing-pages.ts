import 'server-only';
import { cache } from 'react';
import {
  getEstateCollection,
  getEstateFilters,
  getEstatePage,
  getPages,
  getPagesByIds,
} from '@/server/content-service';
import type { EstateListingNode, EstatePage, LocalizedString, Page } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import {
  collectionIdOfPath,
  collectionPaths,
  landingCityId,
  landingPagePaths,
  plainTexts,
  sameCollections,
  type LocalizedPaths,
} from './landing-pages-paths';

/** A landing page or collection, shaped as a listing page so the listing renders it as any other. */
export type LandingPage = { page: Page; node: EstateListingNode };

/** The site's listing pages, read once per request: they give landing pages their first segment. */
const estateListPages = cache(async () => {
  const ids = (await getPages()).filter((page) => page.template === 'estate-list').map((page) => page.id);
  return getPagesByIds(ids);
});

async function transactionPathsOf(node: EstateListingNode): Promise<LocalizedPaths> {
  const listing = (await estateListPages()).find(
    (page) => page.node?.kind === 'estates' && sameCollections(node, page.node),
  );
  return listing?.url ?? {};
}

/** The city's name in every language, from the filter options of the landing page's own query. */
async function cityNameOf(node: EstateListingNode): Promise<LocalizedString | null> {
  const cityId = landingCityId(node);
  if (cityId === null) return null;
  const options = await getEstateFilters({ query: node.query });
  return options.locations?.find((location) => location.id === cityId)?.name ?? null;
}

function asListingPage(
  id: Page['id'],
  title: LocalizedString,
  text: LocalizedString | null | undefined,
  url: LocalizedPaths,
  node: EstateListingNode,
): Page {
  return {
    id,
    url,
    title,
    template: 'estate-list',
    description: text ? plainTexts(text) : null,
    blocks: text ? [{ type: 'richText', html: text }] : [],
    node,
  };
}

async function landingPageFrom(
  found: EstatePage,
  requested: string,
  locale: Locale,
): Promise<LandingPage | null> {
  if (found.node.kind !== 'estates') return null;
  const node = found.node;
  const [transactionPaths, cityName] = await Promise.all([transactionPathsOf(node), cityNameOf(node)]);
  // Without a name for the city, the address the visitor used is the page's only one.
  const paths = { ...landingPagePaths(transactionPaths, cityName) };
  paths[locale] ??= requested;
  return { page: asListingPage(found.id, found.title, found.text, paths, node), node };
}

/**
 * The estate landing page at a two-segment path ('/te-koop/gent': transaction, then city), or null
 * when the path has another shape or the service has no such page.
 */
export const loadLandingPage = cache(async (path: string, locale: Locale): Promise<LandingPage | null> => {
  const segments = path.split('/').filter(Boolean);
  if (segments.length !== 2) return null;
  const found = await getEstatePage(segments[0]!, segments[1]!);
  return found ? landingPageFrom(found, path, locale) : null;
});

/** The collection page at '/collectie/{id}/{slug}' (stem per language), or null. */
export const loadCollectionPage = cache(async (path: string): Promise<LandingPage | null> => {
  const id = collectionIdOfPath(path.split('/').filter(Boolean));
  if (id === null) return null;
  const collection = await getEstateCollection(id);
  if (!collection) return null;
  const node: EstateListingNode = { kind: 'estates', query: { collections: [id] }, collections: [id] };
  const paths = collectionPaths(id, collection.name);
  return { page: asListingPage(id, collection.name, collection.description, paths, node), node };
});

/** A listing at a path that is no CMS page: a collection page, else an estate landing page. */
export async function loadLandingOrCollection(path: string, locale: Locale): Promise<LandingPage | null> {
  return (await loadCollectionPage(path)) ?? (await loadLandingPage(path, locale));
}
