import { describe, expect, it, vi } from 'vitest';
import { GET } from '../../app/[lang]/ajax/estate/[estateId]/route';
import { answerWith, json, startContentService } from '../support/msw-content-service';
import { estate } from '../domain/search/estate-fixtures';
import { callRoute } from './route-call';
import { toEstateCardModel } from '@/display/listing/estate-card-model';

startContentService();

const get = (lang: string, estateId: string, headers?: Record<string, string>) =>
  callRoute(GET, `/${lang}/ajax/estate/${estateId}`, { lang, estateId }, headers);

describe('GET /{lang}/ajax/estate/{estateId}', () => {
  it("answers the estate's card model, never its record, asking the service in the visitor language", async () => {
    const group = estate({ general: { id: 1042 } });
    const received = answerWith('get', '/sites/demo/estates/group/1042', json(group));
    const { status, body, response } = await get('fr', '1042');
    expect(status).toBe(200);
    expect(body).toEqual({ estate: toEstateCardModel(group, 'fr') });
    expect(JSON.stringify(body)).not.toContain('children');
    expect(received[0]?.headers.get('accept-language')).toBe('fr');
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('answers an estate the external source alone knows, as the favorites page asks for it', async () => {
    const external = estate({ general: { id: 2077, guid: '5f0c7d1e-3b7a-4c1e-9a51-0d4c2f1e8b20' } });
    answerWith(
      'get',
      '/sites/demo/estates/group/2077',
      json({ error: { code: 'not_found', message: 'x' } }, 404),
    );
    const asked = answerWith('get', '/sites/demo/estates/skarabee/2077', json(external));
    const { status, body } = await get('nl', '2077');
    expect(status).toBe(200);
    expect(body).toEqual({ estate: toEstateCardModel(external, 'nl') });
    expect(asked[0]?.headers.get('accept-language')).toBe('nl');
  });

  it('answers 404 with a message in the visitor language for an estate no source knows', async () => {
    const notFound = json({ error: { code: 'not_found', message: 'x' } }, 404);
    answerWith('get', '/sites/demo/estates/group/77', notFound);
    const external = answerWith('get', '/sites/demo/estates/skarabee/77', notFound);
    const { status, body } = await get('de', '77');
    expect(external).toHaveLength(1);
    expect(status).toBe(404);
    expect(body).toEqual({
      error: { code: 'not_found', message: 'Diese Immobilie gibt es nicht oder sie ist nicht mehr online.' },
    });
  });

  it.each(['abc', '-3', '0', '2.5'])('answers 400 for the id %j without asking the service', async (id) => {
    const { status, body } = await get('nl', id);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Het pandnummer moet een positief geheel getal zijn.',
        fields: { estateId: 'Het pandnummer moet een positief geheel getal zijn.' },
      },
    });
  });

  it('answers 400 for an unknown language, in the language the browser prefers', async () => {
    const { status, body } = await get('xx', '12', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { code: 'invalid_locale', message: expect.stringContaining('This language is not available') },
    });
  });

  it('answers 503 JSON, never 500, when the content service is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('get', '/sites/demo/estates/group/12', () => Response.error());
    const { status, body } = await get('en', '12');
    expect(status).toBe(503);
    expect(body).toEqual({
      error: {
        code: 'service_unavailable',
        message: 'Our listings are temporarily unavailable. Please try again in a moment.',
      },
    });
  });

  it('answers 503 when the service sends an estate outside the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('get', '/sites/demo/estates/group/12', json({ id: 12, children: [] }));
    const { status, body } = await get('nl', '12');
    expect(status).toBe(503);
    expect(JSON.stringify(body)).not.toContain('children');
  });
});

describe('the privacy of the estate answer', () => {
  it('gives no street, number or exact point of a hidden address, and no price under the VAT regime', async () => {
    const hidden = estate({
      general: { id: 1110 },
      address: {
        visible: false,
        street_address: 'Molenstraat 14',
        street: { nl: 'Molenstraat' },
        number: '14',
        country: 'BE',
        city: { id: 9000, name: { nl: 'Gent' }, zip: '9000' },
        geoLocation: { lat: 51.054321, lon: 3.725678 },
      },
      price: { value: 380000 },
      financial: { vatRegime: true },
    });
    answerWith('get', '/sites/demo/estates/group/1110', json(hidden));
    const { status, body } = await get('nl', '1110');
    expect(status).toBe(200);
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/Molenstraat|51\.0543|3\.7256|380000|380\.000/);
    expect(body).toMatchObject({ estate: { id: 1110, price: null, lat: 51.05, lon: 3.73 } });
  });
});
