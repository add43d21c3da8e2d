import { describe, expect, it, vi } from 'vitest';
import type { EstateGroup } from '@/content-api/schemas';
import { GET } from '../../app/[lang]/ajax/similar-estate/[estateId]/route';
import { answerWith, json, startContentService } from '../support/msw-content-service';
import { estate } from '../domain/search/estate-fixtures';
import { callRoute } from './route-call';

startContentService();

const similar = (lang: string, estateId: string) =>
  callRoute(GET, `/${lang}/ajax/similar-estate/${estateId}`, { lang, estateId });

const reference = estate({ general: { id: 50 }, price: { value: 300_000 } });
const neighbour = (id: number, lat: number) =>
  estate({
    general: { id },
    price: { value: 320_000 },
    address: {
      visible: true,
      city: { id: 9000, name: { nl: 'Gent' }, zip: '9000' },
      country: 'BE',
      geoLocation: { lat, lon: 3.72 },
    },
  });

const results = (groups: EstateGroup[]) => json({ total: { value: groups.length }, results: groups });

describe('GET /{lang}/ajax/similar-estate/{estateId}', () => {
  it('answers up to six nearby estates of the same kind, nearest first, never the estate itself', async () => {
    answerWith('get', '/sites/demo/estates/group/50', json(reference));
    const candidates = [
      reference,
      ...Array.from({ length: 8 }, (_, index) => neighbour(60 + index, 51.2 - index / 100)),
    ];
    const received = answerWith('post', '/sites/demo/estates', results(candidates));
    const { status, body } = await similar('nl', '50');
    expect(status).toBe(200);
    const ids = (body as { estates: EstateGroup[] }).estates.map((group) => group.id);
    expect(ids).toEqual([67, 66, 65, 64, 63, 62]);
    expect(received[0]?.body).toMatchObject({
      query: {
        terms: { 'general.headType.id': [1], 'general.status': ['FOR_SALE', 'TAKE_OVER'] },
        range: { 'price.value': { gte: 210_000, lte: 390_000 } },
        geo_distance: { distanceKm: 15, lat: 51.05, lon: 3.72 },
      },
    });
  });

  it('answers 404 for an unknown estate', async () => {
    answerWith('get', '/sites/demo/estates/group/404', json({ error: { code: 'nf', message: 'x' } }, 404));
    answerWith('get', '/sites/demo/estates/skarabee/404', json({ error: { code: 'nf', message: 'x' } }, 404));
    const { status, body } = await similar('en', '404');
    expect(status).toBe(404);
    expect(body).toMatchObject({
      error: { code: 'not_found', message: expect.stringContaining('no longer online') },
    });
  });

  it.each(['x1', '-3', '0'])('answers 400 for the id %j', async (id) => {
    const { status, body } = await similar('fr', id);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { code: 'invalid_input', fields: { estateId: expect.any(String) } },
    });
  });

  it('answers 400 for an unknown language', async () => {
    const { status } = await similar('it', '50');
    expect(status).toBe(400);
  });

  it('answers 503 when the search of the content service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('get', '/sites/demo/estates/group/50', json(reference));
    answerWith('post', '/sites/demo/estates', json({ error: { code: 'x', message: 'y' } }, 502));
    const { status, body } = await similar('de', '50');
    expect(status).toBe(503);
    expect(body).toMatchObject({ error: { code: 'service_unavailable' } });
  });
});
