import type { APIRequestContext } from '@playwright/test';
import type { EstateGroup, EstateListingNode } from '../../src/content-api/schemas';
import { buildEstateSearchBody, parseFilters, VIEW_TYPES } from '../../src/domain/search';
import { DEMO_PORT } from './servers';

const demo = `http://127.0.0.1:${DEMO_PORT}/sites/demo`;

/** The first house for sale of the demo service, so no spec hard-codes an estate id. */
export async function estateForSale(request: APIRequestContext): Promise<number> {
  const answer = await request.post(`${demo}/estates`, {
    headers: { 'x-site-id': 'demo' },
    data: {
      query: { match: { 'general.status': 'FOR_SALE', 'general.headType.id': 1 } },
      pagination: { from: 0, size: 5 },
    },
  });
  const { results } = (await answer.json()) as { results: { id: number }[] };
  const first = results[0];
  if (!first) throw new Error('The demo service has no estate for sale');
  return first.id;
}

/** The listing node of a page, as the demo content service gives it. */
export async function listingNode(path: string): Promise<EstateListingNode> {
  const page = await (await fetch(`${demo}/pages/by-url/${encodeURIComponent(path)}`)).json();
  return page.node as EstateListingNode;
}

/** Every match of a listing URL, as the demo content service finds them (the map view's query). */
export async function allMatches(pagePath: string, query: string): Promise<EstateGroup[]> {
  const body = buildEstateSearchBody({
    node: await listingNode(pagePath),
    filters: parseFilters(new URLSearchParams(query)),
    viewType: VIEW_TYPES.MAP,
  });
  const answer = await fetch(`${demo}/estates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await answer.json()).results as EstateGroup[];
}

type SearchAnswer = {
  results: { id: number; children: { address?: { visible?: boolean; geoLocation?: unknown } }[] }[];
};

/** An estate whose address is public and located: its detail page shows the map. */
export async function locatedEstateId(request: APIRequestContext): Promise<number> {
  const answer = await request.post(`${demo}/estates`, {
    data: { query: {}, pagination: { from: 0, size: 30 } },
  });
  const { results } = (await answer.json()) as SearchAnswer;
  const located = results.find(
    ({ children }) => children[0]?.address?.visible && children[0]?.address?.geoLocation,
  );
  if (!located) throw new Error('the demo content service has no located estate');
  return located.id;
}

/** A demo estate for sale whose record has a video: its gallery offers the video in the lightbox. */
export async function estateWithVideo(request: APIRequestContext): Promise<number> {
  const answer = await request.post(`${demo}/estates`, {
    headers: { 'x-site-id': 'demo' },
    data: { query: { match: { 'general.status': 'FOR_SALE' } }, pagination: { from: 0, size: 200 } },
  });
  const { results } = (await answer.json()) as {
    results: { id: number; children: { videos?: unknown[] }[] }[];
  };
  const withVideo = results.find(({ children }) => (children[0]?.videos?.length ?? 0) > 0);
  if (!withVideo) throw new Error('the demo content service has no estate for sale with a video');
  return withVideo.id;
}
