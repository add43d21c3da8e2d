import { describe, expect, it, vi } from 'vitest';
import { configureContentApi, request, sitePath, tags } from '@/content-api';

type SentInit = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

function captureInit(revalidateSeconds?: number) {
  const fetchSpy = vi.fn<typeof fetch>(async () => Response.json({}));
  configureContentApi({ baseUrl: 'http://content.test', siteId: 'demo', revalidateSeconds, fetch: fetchSpy });
  return () => fetchSpy.mock.calls[0]?.[1] as SentInit;
}

describe('cache settings passed to fetch', () => {
  it('let Next cache a tagged read with the shared and the resource tags', async () => {
    const sentInit = captureInit(120);
    await request('GET', sitePath('estates', 'group', 5), { cacheTags: [tags.estate(5)] });
    expect(sentInit().next).toEqual({ revalidate: 120, tags: ['content', 'estate:5'] });
  });

  it('never cache writes, untagged calls or back-office calls', async () => {
    const write = captureInit();
    await request('DELETE', sitePath('x'), { cacheTags: ['x'] });
    expect(write()).toMatchObject({ cache: 'no-store' });
    const untagged = captureInit();
    await request('GET', sitePath('x'));
    expect(untagged()).toMatchObject({ cache: 'no-store' });
    const preview = captureInit();
    await request('GET', sitePath('x'), { cacheTags: ['x'], backoffice: true });
    expect(preview()).toMatchObject({ cache: 'no-store' });
    expect(preview().next).toBeUndefined();
  });

  it('pass explicit cache options through unchanged', async () => {
    const sentInit = captureInit();
    await request('GET', sitePath('x'), { cacheTags: ['x'], next: { revalidate: 5, tags: ['mine'] } });
    expect(sentInit().next).toEqual({ revalidate: 5, tags: ['mine'] });
    expect(sentInit().cache).toBeUndefined();
  });

  it('disable caching when the revalidation time is 0', async () => {
    const sentInit = captureInit(0);
    await request('GET', sitePath('x'), { cacheTags: ['x'] });
    expect(sentInit()).toMatchObject({ cache: 'no-store' });
  });
});
