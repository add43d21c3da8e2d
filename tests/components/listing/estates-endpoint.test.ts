import { describe, expect, it } from 'vitest';
import type { Page } from '@/content-api/schemas';
import { GET } from '../../../app/[lang]/ajax/estates/route';
import { callRoute } from '../../ajax/route-call';
import { buildEstateGroup } from '../../content-api/fixtures';
import { answerWith, json, startContentService } from '../../support/msw-content-service';

startContentService();

const listingPage: Page = {
  id: 2,
  url: { nl: '/te-koop', fr: '/a-vendre' },
  title: { nl: 'Te koop', fr: 'À vendre' },
  template: 'estate-list',
  blocks: [],
  node: { kind: 'estates', query: { collections: [1] }, collections: [1], groupOptions: ['type', 'city'] },
};

const pagePath = (path: string) => `/sites/demo/pages/by-url/${encodeURIComponent(path)}`;
const load = (lang: string, query: string) => callRoute(GET, `/${lang}/ajax/estates${query}`, { lang });

function searchAnswer(total: number, ids: number[]) {
  return json({ total: { value: total }, results: ids.map((id) => ({ ...buildEstateGroup({ id }), id })) });
}

describe('GET /{lang}/ajax/estates', () => {
  it('answers the next page of the listing as cards, asking the service from the offset with the filters', async () => {
    answerWith('get', pagePath('/te-koop'), json(listingPage));
    const searches = answerWith('post', '/sites/demo/estates', searchAnswer(40, [16, 17]));

    const { status, body } = await load('nl', '?node=/te-koop&offset=15&bedrooms=3&sortType=price');

    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 40, estates: [{ id: 16 }, { id: 17 }] });
    expect(body).not.toHaveProperty('sections');
    expect(searches[0]?.body).toEqual({
      query: {
        collections: [1],
        match: { 'general.bedroomCount': 3 },
      },
      sort: [{ field: 'price.value', direction: 'ASC' }],
      pagination: { from: 15, size: 15 },
    });
  });

  it('adds the sections of a grouped listing, headed in the visitor’s language', async () => {
    answerWith('get', pagePath('/a-vendre'), json(listingPage));
    answerWith('post', '/sites/demo/estates', searchAnswer(2, [5]));

    const { body } = await load('fr', '?node=/a-vendre&offset=15&group=type');

    expect(body).toMatchObject({ sections: [{ id: 'type:1', title: 'Maison', estateIds: [5] }] });
  });

  it('leaves out bad filter values, as the page does', async () => {
    answerWith('get', pagePath('/te-koop'), json(listingPage));
    const searches = answerWith('post', '/sites/demo/estates', searchAnswer(0, []));

    const { status } = await load(
      'nl',
      '?node=/te-koop&offset=15&price-min=abc&bedrooms=-3&geo_range=5km;x;y',
    );

    expect(status).toBe(200);
    expect(searches[0]?.body).toMatchObject({ query: { collections: [1] } });
    expect(searches[0]?.body).not.toHaveProperty('query.range');
  });

  it.each([
    ['a negative offset', '?node=/te-koop&offset=-1', 'offset'],
    ['an offset that is not a number', '?node=/te-koop&offset=abc', 'offset'],
    ['a missing node', '?offset=15', 'node'],
    ['a node that is not a path', '?node=te-koop&offset=15', 'node'],
  ])('answers 400 for %s', async (_case, query, field) => {
    const { status, body } = await load('nl', query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid_input', fields: { [field]: expect.any(String) } } });
  });

  it('answers 404 when the path is not a listing page', async () => {
    answerWith('get', pagePath('/over-ons'), json({ ...listingPage, node: null, template: 'content' }));
    const { status, body } = await load('nl', '?node=/over-ons&offset=15');
    expect(status).toBe(404);
    expect(body).toEqual({ error: { code: 'not_found', message: 'Deze overzichtspagina bestaat niet.' } });
  });

  it('loads more of an estate landing page, which is no CMS page, with its own city query', async () => {
    answerWith('get', pagePath('/te-koop/gent'), json({ error: { code: 'not_found', message: 'No' } }, 404));
    answerWith('get', '/sites/demo/pages/', json([]));
    answerWith(
      'get',
      '/sites/demo/estate-pages/te-koop/gent',
      json({
        id: 1011,
        title: { nl: 'Te koop in Gent' },
        text: { nl: 'Alles te koop in Gent.' },
        node: {
          kind: 'estates',
          query: { collections: [1], terms: { 'address.city.id': [11] } },
          collections: [1],
        },
      }),
    );
    answerWith('post', '/sites/demo/estate-filters', json({}));
    const searches = answerWith('post', '/sites/demo/estates', searchAnswer(20, [16]));

    const { status, body } = await load('nl', '?node=/te-koop/gent&offset=15');

    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 20, estates: [{ id: 16 }] });
    expect(searches[0]?.body).toMatchObject({
      query: { collections: [1], terms: { 'address.city.id': [11] } },
      pagination: { from: 15, size: 15 },
    });
  });

  it('answers 503, never 500, when the search fails', async () => {
    answerWith('get', pagePath('/te-koop'), json(listingPage));
    answerWith('post', '/sites/demo/estates', json({ message: 'boom' }, 500));
    const { status, body } = await load('en', '?node=/te-koop&offset=15');
    expect(status).toBe(503);
    expect(body).toMatchObject({ error: { code: 'service_unavailable' } });
  });
});
