import { afterEach, describe, expect, it, vi } from 'vitest';
import { markUpstreamUp } from '@/content-api/upstream-health';
import { rememberServedPage, wasServedRecently } from '@/server/upstream-status';

type ProbeGlobals = typeof globalThis & { __vitrineUpstreamProbe?: unknown };

async function freshProbe() {
  delete (globalThis as ProbeGlobals).__vitrineUpstreamProbe;
  markUpstreamUp();
  vi.resetModules();
  return import('@/server/upstream-status');
}

describe('pages served while the content service answered', () => {
  it('are known for an hour, then forgotten', () => {
    const servedAt = 1_000_000;
    rememberServedPage('/nl/te-koop?page=2', servedAt);
    expect(wasServedRecently('/nl/te-koop?page=2', servedAt + 59 * 60_000)).toBe(true);
    expect(wasServedRecently('/nl/te-koop?page=2', servedAt + 61 * 60_000)).toBe(false);
    expect(wasServedRecently('/nl/te-koop', servedAt)).toBe(false);
  });

  it('keep only the most recent ones, so odd addresses cannot fill the memory', () => {
    rememberServedPage('/nl/oldest', 1);
    for (let index = 0; index < 2_000; index += 1) rememberServedPage(`/nl/page-${index}`, 2);
    expect(wasServedRecently('/nl/oldest', 3)).toBe(false);
    expect(wasServedRecently('/nl/page-1999', 3)).toBe(true);
  });
});

describe('upstreamAnswersNow', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the service again for every page that needs it while it answers', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { upstreamAnswersNow } = await freshProbe();
    await expect(upstreamAnswersNow()).resolves.toBe(true);
    await expect(upstreamAnswersNow()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('trusts a failed probe for a few seconds, then asks again', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('fetch failed'));
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { upstreamAnswersNow } = await freshProbe();
    await expect(upstreamAnswersNow()).resolves.toBe(false);
    await expect(upstreamAnswersNow()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(upstreamAnswersNow(Date.now() + 6_000)).resolves.toBe(true);
  });
});
