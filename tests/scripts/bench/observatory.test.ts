import { describe, expect, it } from 'vitest';
import {
  cookiesResult,
  cspResult,
  frameOptionsResult,
  hstsResult,
  MODIFIERS,
  observatoryScore,
  referrerResult,
  sriResult,
} from '../../../scripts/bench/observatory.mjs';

const sitePolicy =
  "default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: blob: https:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

describe('the CSP test', () => {
  it('takes a nonce policy with strict-dynamic and inline styles as unsafe in style-src only', () => {
    expect(cspResult(sitePolicy)).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
  });

  it('rewards a policy without unsafe sources, more so on default-src none', () => {
    expect(cspResult("default-src 'self'; object-src 'none'")).toBe('csp-implemented-with-no-unsafe');
    expect(cspResult("default-src 'none'; script-src 'self'; style-src 'self'")).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
  });

  it('penalises inline scripts, broad script sources, unrestricted objects and eval', () => {
    expect(cspResult("default-src 'self'; script-src 'self' 'unsafe-inline'")).toBe(
      'csp-implemented-with-unsafe-inline',
    );
    expect(cspResult("default-src 'self'; script-src https:")).toBe('csp-implemented-with-unsafe-inline');
    expect(cspResult("script-src 'self'")).toBe('csp-implemented-with-unsafe-inline');
    expect(cspResult("default-src 'self'; script-src 'self' 'unsafe-eval'")).toBe('csp-implemented-with-unsafe-eval');
  });

  it('penalises http sources, less when only images may use them', () => {
    expect(cspResult("default-src 'self'; img-src http://cdn.example")).toBe(
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    );
    expect(cspResult("default-src 'self'; connect-src http://api.example")).toBe('csp-implemented-with-insecure-scheme');
  });

  it('notices a missing or broken header', () => {
    expect(cspResult(null)).toBe('csp-not-implemented');
    expect(cspResult("default-src 'self'; scr\u00efpt-src x")).toBe('csp-header-invalid');
  });
});

describe('the cookies test', () => {
  it('rewards Secure cookies with SameSite, and penalises a missing Secure', () => {
    expect(cookiesResult(['NEXT_LOCALE=nl; Path=/; SameSite=lax; Secure'], true)).toBe(
      'cookies-secure-with-httponly-sessions-and-samesite',
    );
    expect(cookiesResult(['NEXT_LOCALE=nl; Path=/; SameSite=lax'], true)).toBe(
      'cookies-without-secure-flag-but-protected-by-hsts',
    );
    expect(cookiesResult(['NEXT_LOCALE=nl; Path=/'], false)).toBe('cookies-without-secure-flag');
    expect(cookiesResult([], false)).toBe('cookies-not-found');
  });

  it('is strict with session cookies and odd SameSite values', () => {
    expect(cookiesResult(['sessionid=1; Secure; SameSite=Lax'], true)).toBe('cookies-session-without-httponly-flag');
    expect(cookiesResult(['sessionid=1; HttpOnly'], false)).toBe('cookies-session-without-secure-flag');
    expect(cookiesResult(['a=1; Secure; SameSite=None'], true)).toBe('cookies-samesite-flag-invalid');
  });
});

describe('the header tests', () => {
  it('read HSTS, Referrer-Policy and frame protection as published', () => {
    expect(hstsResult('max-age=63072000; includeSubDomains')).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(hstsResult('max-age=86400')).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(hstsResult(null)).toBe('hsts-not-implemented');
    expect(referrerResult('strict-origin-when-cross-origin')).toBe('referrer-policy-private');
    expect(referrerResult('unsafe-url')).toBe('referrer-policy-unsafe');
    expect(frameOptionsResult(null, sitePolicy)).toBe('x-frame-options-implemented-via-csp');
    expect(frameOptionsResult(null, null)).toBe('x-frame-options-not-implemented');
  });

  it('needs no SRI for scripts of the page itself, and wants it for others', () => {
    const url = 'https://immo.be/nl';
    const own = '<script src="/_next/static/chunks/a.js" async></script><script nonce="x">1</script>';
    expect(sriResult('text/html', own, url)).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    expect(sriResult('text/html', '<script src="https://cdn.example/a.js"></script>', url)).toBe(
      'sri-not-implemented-but-external-scripts-loaded-securely',
    );
    expect(sriResult('text/html', '<script src="//cdn.example/a.js"></script>', url)).toBe(
      'sri-not-implemented-and-external-scripts-not-loaded-securely',
    );
    expect(sriResult('application/json', '', url)).toBe('sri-not-implemented-response-not-html');
  });
});

describe('observatoryScore', () => {
  it('gives the bonuses only once the penalties leave 90 or more', () => {
    const strong = observatoryScore({
      url: 'https://immo.be/nl',
      headers: new Headers({
        'content-type': 'text/html',
        'content-security-policy': sitePolicy,
        'strict-transport-security': 'max-age=63072000; includeSubDomains',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
      }),
      setCookies: ['NEXT_LOCALE=nl; Path=/; SameSite=lax; Secure'],
      html: '<script src="/_next/static/chunks/a.js"></script>',
    });
    // 100, then +5 cookies, +5 Referrer-Policy, +5 frame-ancestors.
    expect(strong.score).toBe(115);

    const weak = observatoryScore({
      url: 'https://immo.be/nl',
      headers: new Headers({ 'content-type': 'text/html', 'referrer-policy': 'no-referrer' }),
      setCookies: [],
      html: '',
    });
    // -25 CSP, -20 HSTS, -5 nosniff, -20 frames: 30, and the Referrer-Policy bonus does not count.
    expect(weak.score).toBe(30);
    expect(weak.results['referrer-policy']).toBe('referrer-policy-private');
  });

  it('has a published modifier for every result it can give', () => {
    expect(Object.keys(MODIFIERS).length).toBeGreaterThanOrEqual(50);
    expect(MODIFIERS['corp-not-implemented']).toBe(0);
  });
});
