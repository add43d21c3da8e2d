import { HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { GET } from '../../../app/media/assets/[name]/route';
import { answerWith, json, startContentService } from '../../support/msw-content-service';

startContentService();

function get(name: string, search: string, headers: Record<string, string> = {}) {
  return GET(new NextRequest(`http://site.test/media/assets/${name}${search}`, { headers }), {
    params: Promise.resolve({ name }),
  });
}

describe('GET /media/assets/{name}', () => {
  it('streams the asset by name#hash and version with a year-long cache and an ETag', async () => {
    const received = answerWith(
      'get',
      '/sites/demo/assets/logo.svg',
      () => new HttpResponse('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    const response = await get('logo.svg', '?hash=ab12&version=3');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<svg/>');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe('"logo.svg:ab12:3"');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(received[0]?.url.search).toBe('?hash=ab12&version=3');
  });

  it('caches an asset without a hash only briefly', async () => {
    answerWith(
      'get',
      '/sites/demo/assets/brochure.pdf',
      () => new HttpResponse('%PDF', { headers: { 'content-type': 'application/pdf' } }),
    );
    const response = await get('brochure.pdf', '?version=1');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=3600\b/);
  });

  it('answers 304 to a browser that already has this version, without asking the service', async () => {
    const received = answerWith('get', '/sites/demo/assets/logo.svg', () => new HttpResponse('<svg/>'));
    const response = await get('logo.svg', '?hash=ab12&version=3', { 'if-none-match': '"logo.svg:ab12:3"' });
    expect(response.status).toBe(304);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(received).toHaveLength(0);
  });

  it('answers 404 for an unknown asset or a malformed request', async () => {
    answerWith(
      'get',
      '/sites/demo/assets/gone.svg',
      json({ error: { code: 'not_found', message: 'No' } }, 404),
    );
    expect((await get('gone.svg', '?hash=ab12&version=1')).status).toBe(404);
    expect((await get('logo.svg', '')).status).toBe(404);
    expect((await get('..', '?version=1')).status).toBe(404);
  });

  it('answers 503 when the content service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('get', '/sites/demo/assets/logo.svg', () => HttpResponse.error());
    expect((await get('logo.svg', '?hash=ab12&version=3')).status).toBe(503);
  });
});
