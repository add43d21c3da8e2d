import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { answerServicePhoto, servedPhotoAddress, servicePhotoUrl } from '@/server/photos/service-photos';

const service = new URL(config.contentApiUrl);
const servicePort = service.port ? `:${service.port}` : '';
const SERVICE = `${service.protocol}//${service.hostname}${servicePort}`;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubService(answer: Response | Error) {
  const fetched = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetched);
  return fetched;
}

describe('the address of a photo of the content service', () => {
  it('is the site’s own route, width and all, for a photo on the service’s host under either loopback name', () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const url = `${service.protocol}//${host}${servicePort}/media/estates/1001/0.jpg?w=768`;
      expect(servedPhotoAddress(url)).toBe('/media/photos/media/estates/1001/0.jpg?w=768');
    }
  });

  it('is the URL as given for another host, a path the route would refuse, or no URL at all', () => {
    const kept = [
      'https://cdn.agency.example/estates/1001/0.jpg?w=768',
      `${SERVICE}/media/estates/1001/.hidden.jpg`,
      `${SERVICE}/media/estates/1001/a%20b.jpg`,
      `${SERVICE}/media/estates/0.jpg?${'v=1&'.repeat(100)}`,
      // Assets and rental photos have routes of their own (with the site id the call needs).
      `${SERVICE}/sites/demo/assets/wonen-in-gent.svg?hash=abc&version=1`,
      `${SERVICE}/sites/demo/rental-units/photo/501/0-original.jpg?w=768`,
      'not a url',
    ];
    for (const url of kept) expect(servedPhotoAddress(url)).toBe(url);
  });

  it('leads back to the service for the site’s own use, and leaves another address alone', () => {
    expect(servicePhotoUrl('/media/photos/media/estates/1001/0.jpg?w=1280')).toBe(
      `${service.origin}/media/estates/1001/0.jpg?w=1280`,
    );
    expect(servicePhotoUrl('https://cdn.agency.example/0.jpg')).toBe('https://cdn.agency.example/0.jpg');
  });
});

describe('photos of the content service through the site', () => {
  it('asks the service for the path, width and formats the browser asked for, and keeps the formats apart', async () => {
    const fetched = stubService(
      new Response(new Uint8Array([1, 2, 3]), {
        headers: { 'content-type': 'image/avif', vary: 'Accept', 'content-length': '3' },
      }),
    );
    const answer = await answerServicePhoto(
      '/media/estates/1001/0.jpg',
      '?w=768',
      'image/avif,image/webp,*/*',
    );
    const [url, init] = fetched.mock.calls[0]!;
    expect(url).toBe(`${service.origin}/media/estates/1001/0.jpg?w=768`);
    expect(init?.headers).toEqual({ accept: 'image/avif,image/webp,*/*' });
    expect(init?.redirect).toBe('manual');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/avif');
    expect(answer.headers.get('vary')).toBe('Accept');
    expect(answer.headers.get('cache-control')).toContain('immutable');
    expect(answer.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('answers 404 without asking for a path the site would not have written', async () => {
    const fetched = stubService(new Response('x', { headers: { 'content-type': 'image/jpeg' } }));
    for (const path of [
      '/../etc/passwd',
      '/media/%2e%2e/x.jpg',
      '',
      '/media//x.jpg',
      '/sites/demo/estates',
    ]) {
      expect((await answerServicePhoto(path, '', null)).status, path).toBe(404);
    }
    expect((await answerServicePhoto('/x.jpg', `?${'w'.repeat(400)}`, null)).status).toBe(404);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('answers 404 for what is not an image, an unknown photo or a redirect elsewhere; 400 for a width not offered', async () => {
    stubService(new Response('<html>', { headers: { 'content-type': 'text/html' } }));
    expect((await answerServicePhoto('/media/estates/1/0.jpg', '', null)).status).toBe(404);
    stubService(new Response('gone', { status: 404 }));
    expect((await answerServicePhoto('/media/estates/1/9.jpg', '', null)).status).toBe(404);
    stubService(new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } }));
    expect((await answerServicePhoto('/media/estates/1/0.jpg', '', null)).status).toBe(404);
    stubService(new Response('bad width', { status: 400 }));
    expect((await answerServicePhoto('/media/estates/1/0.jpg', '?w=77', null)).status).toBe(400);
  });

  it('answers 503 when the service fails or cannot be reached, never a 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubService(new Response('down', { status: 502 }));
    expect((await answerServicePhoto('/media/estates/1/0.jpg', '', null)).status).toBe(503);
    stubService(new TypeError('fetch failed'));
    const answer = await answerServicePhoto('/media/estates/1/0.jpg', '', null);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
