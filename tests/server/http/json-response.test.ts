import { describe, expect, it, vi } from 'vitest';
import { HttpError, SchemaError, UpstreamUnavailableError } from '@/content-api/errors';
import {
  answerJson,
  ContentServiceUnavailableError,
  jsonError,
  jsonOk,
  routeErrorResponse,
  RouteError,
} from '@/server/http/json-response';

describe('jsonOk', () => {
  it('answers the body as JSON, not cached unless asked', async () => {
    const response = jsonOk({ cities: [] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    await expect(response.json()).resolves.toEqual({ cities: [] });
  });

  it('keeps the cache policy the caller gives', () => {
    const response = jsonOk({}, { headers: { 'cache-control': 'public, max-age=60' } });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });
});

describe('jsonError', () => {
  it('answers {error: {code, message, fields}} with the status', async () => {
    const response = jsonError('invalid_input', 'Ongeldig', { q: 'Te lang' });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({
      error: { code: 'invalid_input', message: 'Ongeldig', fields: { q: 'Te lang' } },
    });
  });

  it('leaves fields out when there are none and asks to retry a 503 later', async () => {
    const response = jsonError('service_unavailable', 'Later');
    expect(response.headers.get('retry-after')).toBe('30');
    await expect(response.json()).resolves.toEqual({
      error: { code: 'service_unavailable', message: 'Later' },
    });
  });
});

describe('routeErrorResponse', () => {
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('answers a RouteError exactly as it says', async () => {
    const response = routeErrorResponse(new RouteError('not_found', 'Weg', { estateId: 'x' }));
    expect(response.status).toBe(404);
    await expect(response.json()).resolves.toEqual({
      error: { code: 'not_found', message: 'Weg', fields: { estateId: 'x' } },
    });
  });

  it('answers a 404 of the content service as not found, in the visitor language', async () => {
    const response = routeErrorResponse(new HttpError(404, 'Not Found', 'http://x', 'GET'), 'fr');
    expect(response.status).toBe(404);
    await expect(response.json()).resolves.toEqual({
      error: { code: 'not_found', message: 'Rien n’a été trouvé ici.' },
    });
  });

  it.each([
    ['an unreachable service', new UpstreamUnavailableError('http://x', 'GET')],
    ['a 500 of the service', new HttpError(500, 'Server Error', 'http://x', 'GET')],
    ['an answer outside the contract', new SchemaError('http://x', [])],
    ['a degraded call', new ContentServiceUnavailableError('City search')],
  ])('answers %s with 503 service_unavailable', async (_case, error) => {
    const log = quiet();
    const response = routeErrorResponse(error, 'de');
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('service_unavailable');
    expect(body.error.message).toMatch(/vorübergehend nicht verfügbar/);
    expect(log).toHaveBeenCalled();
  });

  it('never answers 500 nor leaks a stack trace for a bug of the site itself', async () => {
    quiet();
    const response = routeErrorResponse(new TypeError('x is undefined'), 'en');
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).not.toContain('TypeError');
    expect(text).not.toContain('at ');
    expect(JSON.parse(text)).toEqual({
      error: { code: 'unexpected_error', message: 'Something went wrong. Please try again in a moment.' },
    });
  });
});

describe('answerJson', () => {
  it('answers what the handler returns with the resolved language', async () => {
    const response = await answerJson(
      () => 'fr',
      async (locale) => jsonOk({ locale }),
    );
    await expect(response.json()).resolves.toEqual({ locale: 'fr' });
  });

  it('turns a failure of the language check into its JSON error', async () => {
    const response = await answerJson(
      () => {
        throw new RouteError('invalid_locale', 'Onbekende taal');
      },
      async () => jsonOk({}),
    );
    expect(response.status).toBe(400);
  });

  it('answers a failing handler in the resolved language', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await answerJson(
      () => 'nl',
      async () => {
        throw new UpstreamUnavailableError('http://x', 'GET');
      },
    );
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/tijdelijk niet beschikbaar/);
  });
});
