import { describe, expect, it, vi } from 'vitest';
import type { Site } from '@/content-api/schemas';
import { createHostSiteCache } from '@/server/sites/host-site-cache';

const site = (id: string): Site => ({
  id,
  name: id,
  hostnames: [`${id}.example`],
  languages: ['nl'],
  defaultLanguage: 'nl',
  contact: { email: `info@${id}.example`, phone: '', street: '', zip: '', city: '' },
});

function setUp(options: { ttlMs?: number; unknownTtlMs?: number; maxEntries?: number } = {}) {
  let clock = 0;
  const lookup = vi.fn(async (hostname: string) => (hostname.startsWith('unknown') ? null : site(hostname)));
  const cache = createHostSiteCache({ lookup, ttlMs: options.ttlMs ?? 60_000, ...options, now: () => clock });
  return { cache, lookup, advance: (ms: number) => (clock += ms) };
}

describe('host name → site cache', () => {
  it('asks the content service once per host name while the answer is fresh', async () => {
    const { cache, lookup, advance } = setUp();
    expect((await cache.resolve('kust.localhost'))?.id).toBe('kust.localhost');
    advance(59_999);
    await cache.resolve('KUST.localhost');
    expect(lookup).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.resolve('kust.localhost');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('keeps one site per host name', async () => {
    const { cache } = setUp();
    expect((await cache.resolve('a'))?.id).toBe('a');
    expect((await cache.resolve('b'))?.id).toBe('b');
  });

  it('remembers an unknown host name for a shorter time', async () => {
    const { cache, lookup, advance } = setUp({ unknownTtlMs: 5_000 });
    expect(await cache.resolve('unknown.example')).toBeNull();
    advance(4_999);
    expect(await cache.resolve('unknown.example')).toBeNull();
    expect(lookup).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.resolve('unknown.example');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('shares one lookup between simultaneous requests', async () => {
    const { cache, lookup } = setUp();
    const answers = await Promise.all([cache.resolve('a'), cache.resolve('a'), cache.resolve('a')]);
    expect(answers.map((answer) => answer?.id)).toEqual(['a', 'a', 'a']);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed lookup: the next request asks again', async () => {
    const lookup = vi.fn().mockRejectedValueOnce(new Error('service down')).mockResolvedValue(site('a'));
    const cache = createHostSiteCache({ lookup, ttlMs: 60_000 });
    await expect(cache.resolve('a')).rejects.toThrow('service down');
    expect((await cache.resolve('a'))?.id).toBe('a');
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  it('never holds more host names than its limit, dropping the oldest', async () => {
    const { cache, lookup } = setUp({ maxEntries: 2 });
    await cache.resolve('a');
    await cache.resolve('b');
    await cache.resolve('c');
    await cache.resolve('c');
    await cache.resolve('b');
    expect(lookup).toHaveBeenCalledTimes(3);
    await cache.resolve('a');
    expect(lookup).toHaveBeenCalledTimes(4);
  });

  it('keeps nothing with a time of 0', async () => {
    const { cache, lookup } = setUp({ ttlMs: 0 });
    await cache.resolve('a');
    await cache.resolve('a');
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});
