import { describe, expect, it, vi } from 'vitest';
import type { EstateFilters } from '@/content-api/schemas';
import { GET } from '../../app/[lang]/ajax/search-city/route';
import { answerWith, json, startContentService } from '../support/msw-content-service';
import { callRoute } from './route-call';

startContentService();

const filters: EstateFilters = {
  headTypes: [],
  locations: [
    { id: 1000, zip: '1000', name: { nl: 'Brussel', fr: 'Bruxelles' }, alias: null, lat: 50.85, lon: 4.35 },
    { id: 4000, zip: '4000', name: { nl: 'Luik', fr: 'Liège' }, alias: null, lat: 50.63, lon: 5.57 },
    { id: 9000, zip: '9000', name: { nl: 'Gent', fr: 'Gand' }, alias: null, lat: 51.05, lon: 3.72 },
  ],
  prices: { min: null, max: null },
  subTypes: [],
  bedrooms: [],
  transactions: [],
  countries: [],
};

const search = (lang: string, query: string) => callRoute(GET, `/${lang}/ajax/search-city${query}`, { lang });

describe('GET /{lang}/ajax/search-city', () => {
  it('answers matching cities with their centre, accent-insensitive, named in the visitor language', async () => {
    const received = answerWith('post', '/sites/demo/estate-filters', json(filters));
    const { status, body } = await search('fr', '?q=liege');
    expect(status).toBe(200);
    expect(body).toEqual({ cities: [{ id: 4000, zip: '4000', name: 'Liège', lat: 50.63, lon: 5.57 }] });
    expect(received[0]?.body).toEqual({ query: {} });
  });

  it('matches a zip code', async () => {
    answerWith('post', '/sites/demo/estate-filters', json(filters));
    const { body } = await search('nl', '?q=90');
    expect(body).toEqual({ cities: [{ id: 9000, zip: '9000', name: 'Gent', lat: 51.05, lon: 3.72 }] });
  });

  it('answers an empty list when nothing matches', async () => {
    answerWith('post', '/sites/demo/estate-filters', json(filters));
    const { status, body } = await search('en', '?q=paris');
    expect(status).toBe(200);
    expect(body).toEqual({ cities: [] });
  });

  it.each([
    ['a missing q', ''],
    ['an empty q', '?q='],
    ['a blank q', '?q=%20%20'],
  ])('answers 400 for %s', async (_case, query) => {
    const { status, body } = await search('nl', query);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Typ een gemeente of postcode om te zoeken.',
        fields: { q: 'Typ een gemeente of postcode om te zoeken.' },
      },
    });
  });

  it('answers 400 for a q longer than 60 characters', async () => {
    const { status, body } = await search('de', `?q=${'a'.repeat(61)}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { fields: { q: 'Geben Sie höchstens 60 Zeichen ein.' } } });
  });

  it('answers 400 for an unknown language', async () => {
    const { status, body } = await search('es', '?q=gent');
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: { code: 'invalid_locale' } });
  });

  it('answers 503 when the content service fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('post', '/sites/demo/estate-filters', json({ error: { code: 'x', message: 'y' } }, 500));
    const { status, body } = await search('nl', '?q=gent');
    expect(status).toBe(503);
    expect(body).toMatchObject({ error: { code: 'service_unavailable' } });
  });
});
