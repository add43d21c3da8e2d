import { describe, expect, it } from 'vitest';
import { isShareablePage, pageCacheKey, type RenderedPage } from '@/server/page-cache/cacheable';

const page = { host: 'localhost:3000', accept: 'text/html' };

describe('pageCacheKey', () => {
  it('keys a plain page request by host and address', () => {
    expect(pageCacheKey('GET', '/nl/te-koop?city=gent', page)).toBe('localhost:3000||/nl/te-koop?city=gent');
    expect(pageCacheKey('GET', '/nl/te-koop', { host: 'kust.localhost:3000' })).not.toBe(
      pageCacheKey('GET', '/nl/te-koop', page),
    );
  });

  it('tells sites behind a proxy apart by the forwarded host', () => {
    expect(pageCacheKey('GET', '/nl', { ...page, 'x-forwarded-host': 'a.be' })).not.toBe(
      pageCacheKey('GET', '/nl', { ...page, 'x-forwarded-host': 'b.be' }),
    );
  });

  it('leaves everything but GET to Next', () => {
    for (const method of ['POST', 'HEAD', 'PUT', 'DELETE', undefined]) {
      expect(pageCacheKey(method, '/nl', page)).toBeNull();
    }
  });

  it('leaves files, JSON endpoints, assets, the language choice and very long addresses alone', () => {
    for (const url of [
      '/',
      '/_next/static/chunks/main.js',
      '/nl/ajax/estate/12',
      '/api/preview',
      '/media/assets/logo.svg?hash=1',
      '/rental-photo/501/1',
      '/tiles/12/2101/1371.png',
      '/tiles/12/2101/1371',
      '/bench/empty-dynamic',
      '/icon.svg',
      `/nl/te-koop?city=${'x'.repeat(1100)}`,
    ]) {
      expect(pageCacheKey('GET', url, page), url).toBeNull();
    }
  });

  it('leaves the App Router’s own requests alone', () => {
    expect(pageCacheKey('GET', '/nl/te-koop', { ...page, rsc: '1' })).toBeNull();
    expect(pageCacheKey('GET', '/nl/te-koop', { ...page, 'next-router-prefetch': '1' })).toBeNull();
    expect(pageCacheKey('GET', '/nl/te-koop?_rsc=abc', page)).toBeNull();
  });

  it('leaves preview (draft mode) visits alone, but not visitors with the language cookie', () => {
    expect(
      pageCacheKey('GET', '/nl', { ...page, cookie: 'NEXT_LOCALE=nl; __prerender_bypass=x' }),
    ).toBeNull();
    expect(pageCacheKey('GET', '/nl', { ...page, cookie: 'NEXT_LOCALE=fr' })).not.toBeNull();
  });
});

describe('isShareablePage', () => {
  const shareable: RenderedPage = {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "script-src 'nonce-abc123' 'strict-dynamic'",
      'set-cookie': 'NEXT_LOCALE=nl; Path=/',
    },
    internalPath: '/nl/offer/12/villa-te-koop-in-gent',
  };

  it('shares a page that is the same for everyone', () => {
    expect(isShareablePage(shareable)).toBe(true);
  });

  it('never shares an error, a redirect or anything but HTML', () => {
    expect(isShareablePage({ ...shareable, status: 404 })).toBe(false);
    expect(isShareablePage({ ...shareable, status: 503 })).toBe(false);
    expect(isShareablePage({ ...shareable, status: 308 })).toBe(false);
    expect(
      isShareablePage({
        ...shareable,
        headers: { ...shareable.headers, 'content-type': 'application/json' },
      }),
    ).toBe(false);
  });

  it('never shares a page without the nonce policy, or one that sets another cookie', () => {
    expect(
      isShareablePage({
        ...shareable,
        headers: { ...shareable.headers, 'content-security-policy': "default-src 'self'" },
      }),
    ).toBe(false);
    expect(
      isShareablePage({
        ...shareable,
        headers: { ...shareable.headers, 'set-cookie': ['NEXT_LOCALE=nl', '__prerender_bypass=1'] },
      }),
    ).toBe(false);
  });

  it('never shares the pages of one visitor’s subscription or appointment', () => {
    expect(isShareablePage({ ...shareable, internalPath: '/nl/keep-me-informed/tok3n' })).toBe(false);
    expect(isShareablePage({ ...shareable, internalPath: '/fr/keep-me-informed/unsubscribe/tok3n' })).toBe(
      false,
    );
    expect(isShareablePage({ ...shareable, internalPath: '/de/cancel-appointment/77' })).toBe(false);
  });
});
