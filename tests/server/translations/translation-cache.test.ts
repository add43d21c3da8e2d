import { describe, expect, it, vi } from 'vitest';
import { createTranslationCache, type RemoteTexts } from '@/server/translations/translation-cache';

function setup(load: (locale: string) => Promise<RemoteTexts>) {
  let time = 0;
  const logger = { warn: vi.fn(), info: vi.fn() };
  const loader = vi.fn(load);
  const cache = createTranslationCache({
    load: loader,
    freshForMs: 60_000,
    retryAfterMs: 5_000,
    now: () => time,
    logger,
  });
  return { cache, loader, logger, advance: (ms: number) => (time += ms) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('translation cache', () => {
  it('loads a language once and serves it from memory while fresh', async () => {
    const { cache, loader, advance } = setup(async (locale) => ({ 'Footer.contact': `contact ${locale}` }));
    expect(await cache.get('nl')).toEqual({ 'Footer.contact': 'contact nl' });
    advance(59_000);
    expect(await cache.get('nl')).toEqual({ 'Footer.contact': 'contact nl' });
    expect(loader).toHaveBeenCalledTimes(1);
    expect(await cache.get('fr')).toEqual({ 'Footer.contact': 'contact fr' });
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('asks once for many visitors arriving together', async () => {
    const { cache, loader } = setup(async () => ({ a: 'b' }));
    await Promise.all([cache.get('nl'), cache.get('nl'), cache.get('nl')]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('refreshes stale texts in the background, serving the old ones meanwhile', async () => {
    let version = 1;
    const { cache, loader, advance } = setup(async () => ({ text: `v${version}` }));
    await cache.get('nl');
    version = 2;
    advance(60_000);
    expect(await cache.get('nl')).toEqual({ text: 'v1' });
    await flush();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(await cache.get('nl')).toEqual({ text: 'v2' });
  });

  it('falls back to the bundled messages (no texts) when the service fails, logging once', async () => {
    const { cache, loader, logger, advance } = setup(async () => {
      throw new Error('503 Service Unavailable');
    });
    expect(await cache.get('nl')).toEqual({});
    expect(await cache.get('nl')).toEqual({});
    expect(loader).toHaveBeenCalledTimes(1);
    advance(5_000);
    await cache.get('nl');
    await flush();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/bundled messages/);
  });

  it('keeps the last texts through a failed refresh and tells when the service is back', async () => {
    let failing = false;
    const { cache, logger, advance } = setup(async () => {
      if (failing) throw new Error('timeout');
      return { text: 'remote' };
    });
    await cache.get('nl');
    failing = true;
    advance(60_000);
    await cache.get('nl');
    await flush();
    expect(await cache.get('nl')).toEqual({ text: 'remote' });
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/last ones loaded/);
    failing = false;
    advance(5_000);
    await cache.get('nl');
    await flush();
    expect(logger.info).toHaveBeenCalledTimes(1);
    expect(await cache.get('nl')).toEqual({ text: 'remote' });
  });
});
