import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureContentApi, getPageByUrl, getPagesByIds, getSite, SchemaError } from '@/content-api';
import {
  answerWith,
  CONTENT_BASE_URL,
  CONTENT_SITE_ID,
  json,
  startContentService,
} from '../support/msw-content-service';
import { buildPage } from './fixtures';

startContentService();

describe('pages', () => {
  it('looks the home page up as an encoded "/"', async () => {
    const received = answerWith(
      'get',
      '/sites/demo/pages/by-url/%2F',
      json({ ...buildPage(), template: 'home' }),
    );
    const page = await getPageByUrl('/', 'nl');
    expect(page?.template).toBe('home');
    expect(received[0]?.headers.get('accept-language')).toBe('nl');
  });

  it('gives the images of its hero, image and before-and-after blocks at the address the site configured', async () => {
    configureContentApi({
      baseUrl: CONTENT_BASE_URL,
      siteId: CONTENT_SITE_ID,
      photoAddress: (url) => `/served?from=${encodeURIComponent(url)}`,
    });
    const pair = (name: string) => ({ src: `https://cdn.example.be/${name}.jpg`, alt: { nl: name } });
    const page = buildPage();
    page.blocks.push({
      type: 'beforeAfter',
      title: null,
      pairs: [{ before: pair('voor'), after: pair('na') }],
    });
    answerWith('get', '/sites/demo/pages/by-url/%2F', json(page));
    answerWith('get', '/sites/demo/pages/10', json(page));
    const served = (name: string) =>
      `/served?from=${encodeURIComponent(`https://cdn.example.be/${name}.jpg`)}`;
    for (const found of [await getPageByUrl('/', 'nl'), ...(await getPagesByIds([10]))]) {
      expect(found?.blocks).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'hero', image: served('hero') }),
          expect.objectContaining({ type: 'image', src: served('a') }),
          expect.objectContaining({
            type: 'beforeAfter',
            pairs: [
              {
                before: { ...pair('voor'), src: served('voor') },
                after: { ...pair('na'), src: served('na') },
              },
            ],
          }),
          { type: 'richText', html: { nl: '<p>Tekst</p>' } },
        ]),
      );
    }
  });

  it('adds the leading slash to a path given without one', async () => {
    const received = answerWith('get', '/sites/demo/pages/by-url/%2Fte-koop%2Fgent', json(buildPage()));
    await getPageByUrl('te-koop/gent', 'nl');
    expect(received).toHaveLength(1);
  });

  it('loads several pages with one call per id, all started at once, in the given order', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    for (const id of [10, 11, 12]) {
      answerWith('get', `/sites/demo/pages/${id}`, () => {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        return new Promise<Response>((resolve) =>
          setTimeout(() => {
            inFlight -= 1;
            resolve(HttpResponse.json({ ...buildPage(), id }));
          }, 20 - id),
        ) as unknown as Response;
      });
    }
    const pages = await getPagesByIds([10, 11, 12]);
    expect(pages.map((page) => page.id)).toEqual([10, 11, 12]);
    expect(mostInFlight).toBe(3);
  });

  it('raises SchemaError when a call that needs an answer gets 204', async () => {
    answerWith('get', '/sites/demo', () => new HttpResponse(null, { status: 204 }));
    await expect(getSite()).rejects.toBeInstanceOf(SchemaError);
  });
});
