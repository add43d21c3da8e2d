import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { GET } from '../../../app/rental-photo/[unitId]/[photo]/route';
import { answerWith, json, startContentService } from '../../support/msw-content-service';

startContentService();

function get(unitId: string, photo: string) {
  return GET(new Request(`http://site.test/rental-photo/${unitId}/${photo}`), {
    params: Promise.resolve({ unitId, photo }),
  });
}

describe('GET /rental-photo/{unitId}/{photo}', () => {
  it('streams the photo of the content service with the site id header and a long cache', async () => {
    const received = answerWith(
      'get',
      '/sites/demo/rental-units/photo/501/0-medium.svg',
      () => new HttpResponse('<svg/>', { headers: { 'content-type': 'image/svg+xml' } }),
    );
    const response = await get('501', '0-medium.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('<svg/>');
    expect(received[0]?.headers.get('x-site-id')).toBe('demo');
  });

  it('answers 404 for an unknown photo and for a name that tries to leave the photo folder', async () => {
    answerWith(
      'get',
      '/sites/demo/rental-units/photo/501/9-medium.svg',
      json({ error: { code: 'not_found', message: 'No' } }, 404),
    );
    expect((await get('501', '9-medium.svg')).status).toBe(404);
    expect((await get('501', '..')).status).toBe(404);
    expect((await get('../sites', 'x.svg')).status).toBe(404);
  });

  it('refuses to pass on anything that is not an image', async () => {
    answerWith(
      'get',
      '/sites/demo/rental-units/photo/501/page.html',
      () => new HttpResponse('<html>', { headers: { 'content-type': 'text/html' } }),
    );
    expect((await get('501', 'page.html')).status).toBe(404);
  });

  it('answers 503 when the content service cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('get', '/sites/demo/rental-units/photo/501/0-medium.svg', () => HttpResponse.error());
    expect((await get('501', '0-medium.svg')).status).toBe(503);
  });
});
