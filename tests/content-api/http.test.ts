import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  HttpError,
  SchemaError,
  UpstreamUnavailableError,
  configureContentApi,
  isUpstreamDown,
  markUpstreamDown,
  request,
  requestParsed,
  sendRequest,
  sitePath,
} from '@/content-api';
import { CONTENT_BASE_URL, answerWith, json, startContentService } from '../support/msw-content-service';

startContentService();

describe('the generic client', () => {
  it('sends the site id, the client marker and JSON accept headers', async () => {
    const received = answerWith('get', '/sites/demo/things', json({ ok: true }));
    await expect(request('GET', sitePath('things'))).resolves.toEqual({ ok: true });
    expect(received[0]?.headers.get('x-site-id')).toBe('demo');
    expect(received[0]?.headers.get('x-client')).toBe('vitrine-site');
    expect(received[0]?.headers.get('accept-language')).toBeNull();
    expect(received[0]?.headers.get('x-backoffice-client')).toBeNull();
  });

  it('sends accept-language and the back-office marker only when asked', async () => {
    const received = answerWith('get', '/sites/demo/things', json({}));
    await request('GET', sitePath('things'), { locale: 'fr', backoffice: true });
    expect(received[0]?.headers.get('accept-language')).toBe('fr');
    expect(received[0]?.headers.get('x-backoffice-client')).toBe('true');
  });

  it('sends a body as JSON with PUT and POST, and query parameters', async () => {
    const put = answerWith('put', '/sites/demo/things/1', json({}));
    await request('PUT', sitePath('things', 1), { body: { a: 1 }, query: { x: 'y', skipped: undefined } });
    expect(put[0]?.body).toEqual({ a: 1 });
    expect(put[0]?.headers.get('content-type')).toBe('application/json');
    expect(put[0]?.url.search).toBe('?x=y');
  });

  it('encodes path segments, so a page URL travels as one segment', () => {
    expect(sitePath('pages', 'by-url', '/te-koop')).toBe('/sites/demo/pages/by-url/%2Fte-koop');
  });

  it('gives null on 204 and on an empty JSON body', async () => {
    answerWith('delete', '/sites/demo/things/1', () => new HttpResponse(null, { status: 204 }));
    await expect(request('DELETE', sitePath('things', 1))).resolves.toBeNull();
  });

  it('gives text when the answer is not JSON', async () => {
    answerWith('get', '/sites/demo/things', () => HttpResponse.text('plain words'));
    await expect(request('GET', sitePath('things'))).resolves.toBe('plain words');
  });

  it('raises SchemaError when a JSON content type carries broken JSON', async () => {
    answerWith(
      'get',
      '/sites/demo/things',
      () => new HttpResponse('{"a":', { headers: { 'content-type': 'application/json' } }),
    );
    await expect(request('GET', sitePath('things'))).rejects.toBeInstanceOf(SchemaError);
  });

  it('raises SchemaError naming the path of the bad field', async () => {
    answerWith('get', '/sites/demo/things', json({ items: [{ id: 1 }, { id: 'two' }] }));
    const schema = z.object({ items: z.array(z.object({ id: z.number() })) });
    const error = await requestParsed(schema, 'GET', sitePath('things')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SchemaError);
    expect((error as SchemaError).path).toBe('items.1.id');
    expect((error as SchemaError).message).toContain('items.1.id');
  });

  it.each([
    [404, 'Not Found'],
    [409, 'Conflict'],
    [500, 'Internal Server Error'],
  ])('raises HttpError with status and status text on %i', async (status, statusText) => {
    answerWith('get', '/sites/demo/things', () =>
      HttpResponse.json({ error: { code: 'x', message: 'y' } }, { status, statusText }),
    );
    const error = await request('GET', sitePath('things')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status,
      statusText,
      method: 'GET',
      url: `${CONTENT_BASE_URL}/sites/demo/things`,
    });
    expect((error as HttpError).body).toEqual({ error: { code: 'x', message: 'y' } });
  });

  it('logs the answer of a failed POST, and only of a POST', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('post', '/sites/demo/things', json({ error: { code: 'bad', message: 'Bad body' } }, 400));
    answerWith('get', '/sites/demo/things', json({ error: { code: 'gone', message: 'Gone' } }, 410));
    await expect(request('POST', sitePath('things'), { body: {} })).rejects.toMatchObject({ status: 400 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('400'), {
      error: { code: 'bad', message: 'Bad body' },
    });
    await expect(request('GET', sitePath('things'))).rejects.toMatchObject({ status: 410 });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('raises UpstreamUnavailableError and marks the service down on a network error', async () => {
    answerWith('get', '/sites/demo/things', () => HttpResponse.error());
    await expect(request('GET', sitePath('things'))).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(isUpstreamDown()).toBe(true);
  });

  it('gives up after the timeout and marks the service down', async () => {
    configureContentApi({ baseUrl: CONTENT_BASE_URL, siteId: 'demo', timeoutMs: 50 });
    answerWith('get', '/sites/demo/slow', () => new Promise<Response>(() => {}) as unknown as Response);
    await expect(request('GET', sitePath('slow'))).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(isUpstreamDown()).toBe(true);
  });

  it('clears the down mark on the next answer, and sets it on a gateway error', async () => {
    markUpstreamDown();
    answerWith('get', '/sites/demo/things', json({}));
    await request('GET', sitePath('things'));
    expect(isUpstreamDown()).toBe(false);
    answerWith('get', '/sites/demo/gateway', json({}, 503));
    await expect(request('GET', sitePath('gateway'))).rejects.toMatchObject({ status: 503 });
    expect(isUpstreamDown()).toBe(true);
  });

  it('returns the raw response for binary calls', async () => {
    answerWith(
      'get',
      '/sites/demo/photo',
      () => new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } }),
    );
    const response = await sendRequest('GET', sitePath('photo'));
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});
