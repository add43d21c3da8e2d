import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, getEstateContactInfo, getEstateFilters, searchEstates } from '@/content-api';
import { answerWith, json, startContentService } from '../support/msw-content-service';
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
});
