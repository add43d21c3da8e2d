import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markUpstreamDown, markUpstreamUp } from '@/content-api/upstream-health';

type ProbeGlobals = typeof globalThis & { __vitrineUpstreamProbe?: unknown };

async function freshProbe() {
  delete (globalThis as ProbeGlobals).__vitrineUpstreamProbe;
  vi.resetModules();
  return import('@/server/upstream-status');
}

describe('upstreamIsAvailable', () => {
  beforeEach(() => markUpstreamUp());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('asks the content service for the configured site the first time, with the site headers', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubEnv('SITE_ID', 'demo');
    const { upstreamIsAvailable } = await freshProbe();
    await expect(upstreamIsAvailable()).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:4010/sites/demo');
    expect(init.headers).toMatchObject({ 'x-site-id': 'demo' });
  });

  it("asks for the site of SITE_URL's host name when sites are found by host name", async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubEnv('SITE_ID', '');
    const { upstreamIsAvailable } = await freshProbe();
    await expect(upstreamIsAvailable()).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:4010/sites/by-hostname/localhost');
    expect(init.headers).not.toHaveProperty('x-site-id');
  });

  it('reports a refused connection as unavailable and remembers it for a few seconds', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('fetch failed'));
    vi.stubGlobal('fetch', fetchMock);
    const { upstreamIsAvailable } = await freshProbe();
    await expect(upstreamIsAvailable()).resolves.toBe(false);
    await expect(upstreamIsAvailable()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats 5xx answers as unavailable but 4xx as a working service', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 502 })));
    await expect((await freshProbe()).upstreamIsAvailable()).resolves.toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('', { status: 404 })));
    await expect((await freshProbe()).upstreamIsAvailable()).resolves.toBe(true);
  });

  it('recovers without a restart once the service answers again', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('fetch failed'));
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { upstreamIsAvailable } = await freshProbe();
    const start = Date.now();
    await expect(upstreamIsAvailable(start)).resolves.toBe(false);
    await expect(upstreamIsAvailable(start + 6_000)).resolves.toBe(true);
  });

  it('probes again at once when a content-service call has just failed', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { upstreamIsAvailable } = await freshProbe();
    await upstreamIsAvailable();
    markUpstreamDown();
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(upstreamIsAvailable()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
