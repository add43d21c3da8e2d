import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  HttpError,
  configureContentApi,
  getEstateContactInfo,
  getEstateFilters,
  getEstateGroup,
  searchEstates,
} from '@/content-api';
import {
  answerWith,
  CONTENT_BASE_URL,
  CONTENT_SITE_ID,
  json,
  startContentService,
} from '../support/msw-content-service';
import { buildEstateGroup } from './fixtures';

startContentService();

describe('estates', () => {
  it('sends a map search (no sort, no pagination) exactly as given', async () => {
    const received = answerWith(
      'post',
      '/sites/demo/estates',
      json({ total: { value: 1 }, results: [buildEstateGroup()] }),
    );
    const body = { query: { geo_distance: { distanceKm: 5, lat: 51.05, lon: 3.72 } } };
    const result = await searchEstates(body);
    expect(received[0]?.body).toEqual(body);
    expect(result).toEqual({ total: 1, results: [buildEstateGroup()] });
    expect(result).not.toHaveProperty('error');
  });

  it('gives total 0, no results and the error when the search fails, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('post', '/sites/demo/estates', json({ error: { code: 'bad_query', message: 'Bad' } }, 400));
    const result = await searchEstates({ query: {} });
    expect(result.total).toBe(0);
    expect(result.results).toEqual([]);
    expect(result.error).toBeInstanceOf(HttpError);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('400'), {
      error: { code: 'bad_query', message: 'Bad' },
    });
  });

  it('gives the filters as an empty object when they fail, and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('post', '/sites/demo/estate-filters', json({ error: { code: 'x', message: 'y' } }, 502));
    await expect(getEstateFilters({ query: {} })).resolves.toEqual({});
    expect(log).toHaveBeenCalledWith('Estate filters failed', expect.any(HttpError));
  });

  it('gives null contact info when the estate has none (204)', async () => {
    answerWith('get', '/sites/demo/estates/7/contact-info', () => new HttpResponse(null, { status: 204 }));
    await expect(getEstateContactInfo(7)).resolves.toBeNull();
  });

  it('gives every photo of a group, file and thumbnail, at the address the site configured for it', async () => {
    configureContentApi({
      baseUrl: CONTENT_BASE_URL,
      siteId: CONTENT_SITE_ID,
      photoAddress: (url) => `/served?from=${encodeURIComponent(url)}`,
    });
    const group = buildEstateGroup();
    const pictures = [
      { file: 'https://photos.test/a.jpg', thumbnail: 'https://photos.test/a-small.jpg', index: 0 },
      { file: 'https://photos.test/b.jpg', thumbnail: null, index: 1 },
    ];
    const withPictures = { ...group, children: group.children.map((record) => ({ ...record, pictures })) };
    answerWith('post', '/sites/demo/estates', json({ total: { value: 1 }, results: [withPictures] }));
    answerWith('get', `/sites/demo/estates/group/${group.id}`, json(withPictures));
    const served = [
      {
        file: `/served?from=${encodeURIComponent('https://photos.test/a.jpg')}`,
        thumbnail: `/served?from=${encodeURIComponent('https://photos.test/a-small.jpg')}`,
        index: 0,
      },
      { file: `/served?from=${encodeURIComponent('https://photos.test/b.jpg')}`, thumbnail: null, index: 1 },
    ];
    const [found] = (await searchEstates({ query: {} })).results;
    expect(found?.children[0]?.pictures).toEqual(served);
    expect((await getEstateGroup(group.id))?.children[0]?.pictures).toEqual(served);
  });
});
