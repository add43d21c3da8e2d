import { describe, expect, it } from 'vitest';
import type { Page } from '@/content-api/schemas';
import { estateListingNodeAt, resolveSitePath } from '@/server/listing/site-path';
import { answerWith, json, startContentService } from '../../support/msw-content-service';

startContentService();

const listingNode: Page['node'] = { kind: 'estates', query: { collections: [1] }, collections: [1] };
const page = (overrides: Partial<Page>): Page => ({
  id: 2,
  url: { nl: '/te-koop' },
  title: { nl: 'Te koop' },
  template: 'estate-list',
  blocks: [],
  node: listingNode,
  ...overrides,
});
const pagePath = (path: string) => `/sites/demo/pages/by-url/${encodeURIComponent(path)}`;
const notFound = json({ error: { code: 'not_found', message: 'No' } }, 404);

describe('resolveSitePath', () => {
  it('reads a CMS page first, without looking for a landing page', async () => {
    answerWith('get', pagePath('/te-koop'), json(page({})));
    expect(await resolveSitePath('/te-koop', 'nl')).toMatchObject({ page: { id: 2 }, landing: null });
  });

  it('gives nothing for a path that is neither a page nor a landing page', async () => {
    answerWith('get', pagePath('/nergens'), notFound);
    expect(await resolveSitePath('/nergens', 'nl')).toBeNull();
  });
});

describe('estateListingNodeAt', () => {
  it('is the node of a CMS listing page', async () => {
    answerWith('get', pagePath('/te-koop'), json(page({})));
    expect(await estateListingNodeAt('/te-koop', 'nl')).toEqual(listingNode);
  });

  it('is nothing for a content page or a rental listing', async () => {
    answerWith('get', pagePath('/over-ons'), json(page({ template: 'content', node: null })));
    answerWith(
      'get',
      pagePath('/vakantie'),
      json(page({ template: 'rental-list', node: { kind: 'rentals' } })),
    );
    expect(await estateListingNodeAt('/over-ons', 'nl')).toBeNull();
    expect(await estateListingNodeAt('/vakantie', 'nl')).toBeNull();
  });

  it('is the node of a collection page, which is no CMS page', async () => {
    answerWith('get', pagePath('/collectie/3/zeezicht'), notFound);
    answerWith('get', '/sites/demo/estate-collections/3', json({ id: 3, name: { nl: 'Zeezicht' } }));
    expect(await estateListingNodeAt('/collectie/3/zeezicht', 'nl')).toEqual({
      kind: 'estates',
      query: { collections: [3] },
      collections: [3],
    });
  });
});
