import { describe, expect, it } from 'vitest';
import { guardedHeaders, ownLocation, type ResponseContext } from '@/server/http/response-headers';

const context: ResponseContext = {
  overHttps: false,
  fallbackPolicy: "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'",
  siteOrigin: 'http://localhost:3000',
  routerRequest: false,
};

describe('guardedHeaders', () => {
  it('adds the security headers to any answer, keeping those it already has', () => {
    const headers = guardedHeaders(
      { 'content-type': 'application/json', 'referrer-policy': 'no-referrer' },
      context,
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).toBeUndefined();
  });

  it('gives an HTML answer without a policy the one whose nonce Next rendered with', () => {
    expect(
      guardedHeaders({ 'content-type': 'text/html; charset=utf-8' }, context)['content-security-policy'],
    ).toBe(context.fallbackPolicy);
    const own = guardedHeaders({ 'Content-Type': 'text/html', 'Content-Security-Policy': 'x' }, context);
    expect(own['content-security-policy']).toBe('x');
  });

  it('strips the headers that name internal routes', () => {
    const headers = guardedHeaders(
      {
        'x-middleware-rewrite': '/nl/offer/1',
        'x-middleware-next': '1',
        'x-nextjs-matched-path': '/[lang]/offer/[estateId]',
        'x-nextjs-rewritten-path': '/nl/offer/1',
        vary: 'rsc',
      },
      context,
    );
    expect(Object.keys(headers).filter((name) => name.startsWith('x-'))).toEqual(['x-content-type-options']);
    expect(headers.vary).toBe('rsc');
  });

  it("keeps the rewrite Next's client router reads on its own requests", () => {
    const headers = guardedHeaders(
      { 'x-nextjs-rewritten-path': '/nl/offer/1' },
      { ...context, routerRequest: true },
    );
    expect(headers['x-nextjs-rewritten-path']).toBe('/nl/offer/1');
  });

  it('under https, sends HSTS and makes every cookie Secure', () => {
    const headers = guardedHeaders(
      { 'set-cookie': ['NEXT_LOCALE=nl; Path=/; SameSite=lax', 'a=b; Secure'] },
      { ...context, overHttps: true },
    );
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['set-cookie']).toEqual(['NEXT_LOCALE=nl; Path=/; SameSite=lax; Secure', 'a=b; Secure']);
    const one = guardedHeaders({ 'set-cookie': 'NEXT_LOCALE=fr; Path=/' }, { ...context, overHttps: true });
    expect(one['set-cookie']).toBe('NEXT_LOCALE=fr; Path=/; Secure');
  });

  it('leaves cookies alone over plain http', () => {
    expect(guardedHeaders({ 'set-cookie': 'NEXT_LOCALE=nl; Path=/' }, context)['set-cookie']).toBe(
      'NEXT_LOCALE=nl; Path=/',
    );
  });
});

describe('ownLocation', () => {
  it("keeps paths and SITE_URL's own addresses", () => {
    expect(ownLocation('/nl/aanbod/1/huis?x=1', context.siteOrigin)).toBe('/nl/aanbod/1/huis?x=1');
    expect(ownLocation('http://localhost:3000/nl', context.siteOrigin)).toBe('http://localhost:3000/nl');
  });

  it('turns an address on a host the request named into a path on the host the visitor used', () => {
    expect(ownLocation('http://evil.example/nl?a=1#b', context.siteOrigin)).toBe('/nl?a=1#b');
    expect(ownLocation('http://localhost:6666/nl', context.siteOrigin)).toBe('/nl');
    expect(ownLocation('https://evil.example//other.example/x', context.siteOrigin)).toBe('/other.example/x');
  });

  it('never leaves a path that browsers read as a host', () => {
    expect(ownLocation('//evil.example/nl', context.siteOrigin)).toBe('/evil.example/nl');
    expect(ownLocation('/\\evil.example', context.siteOrigin)).toBe('/evil.example');
    expect(ownLocation('javascript:alert(1)', context.siteOrigin)).not.toMatch(/^javascript:/i);
  });
});
