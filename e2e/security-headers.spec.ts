import { expect, test } from './support/test';
import { watchCspViolations } from './support/csp-violations';
import { sendFrom } from './support/loopback-client';
import { PAGE_TYPE_NAMES, pageLanguages, pagePath, settle } from './support/page-types';
import { stubRecaptcha } from './support/recaptcha';
import { MULTI_SITE_PORT, SITE_PORT } from './support/servers';
import { watchMapTiles } from './support/tiles';

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The script tags of the served HTML that the browser would run without the response's nonce. */
function scriptsWithoutNonce(html: string, nonce: string) {
  return (html.match(/<script\b[^>]*>/g) ?? [])
    .filter((tag) => !/type="application\/(ld\+)?json"/.test(tag))
    .filter((tag) => !tag.includes(`nonce="${nonce}"`));
}

test.describe('security headers', () => {
  test('a page carries a strict policy and the other security headers', async ({ request }) => {
    const response = await request.get('/nl');
    const headers = response.headers();
    const policy = directives(headers['content-security-policy'] ?? '');
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toContain("'strict-dynamic'");
    expect(scripts.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1);
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://www.google.com']));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // SITE_URL is http here: HSTS is sent only when the site's address is https.
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  test('every response has a nonce of its own', async ({ request }) => {
    const nonceOf = async () =>
      /'nonce-([^']+)'/.exec(
        (await request.get('/nl/te-koop')).headers()['content-security-policy'] ?? '',
      )?.[1];
    const [first, second] = [await nonceOf(), await nonceOf()];
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second).not.toBe(first);
  });

  test('a page handed out again from the page cache runs with a nonce of its own', async ({
    page,
    request,
  }) => {
    const detail = await pagePath(request, 'nl', 'property detail');
    const first = await request.get(detail!);
    const firstNonce = /'nonce-([^']+)'/.exec(first.headers()['content-security-policy'] ?? '')?.[1];
    const violations = await watchCspViolations(page);
    await stubRecaptcha(page);

    const response = await page.goto(detail!);
    expect(['fresh', 'stale']).toContain(response?.headers()['x-page-cache']);
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(firstNonce);
    const html = await response!.text();
    expect(html).not.toContain(firstNonce);
    expect(scriptsWithoutNonce(html, nonce!)).toEqual([]);
    // The page's scripts ran: the carousel's arrows work once it has hydrated.
    await expect(page.getByRole('button', { name: 'Volgende foto' })).toBeEnabled();
    expect(await violations()).toEqual([]);
  });

  test("a visitor's own pages are never kept for others", async ({ request }) => {
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await request.get('/nl/hou-me-op-de-hoogte');
      expect(response.status()).toBe(200);
      expect(response.headers()['x-page-cache']).toBeUndefined();
    }
  });

  test('JSON endpoints and assets carry the request-independent headers', async ({ request }) => {
    const headers = (await request.get('/icon.svg')).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

for (const lang of pageLanguages) {
  test.describe(`no policy violation (${lang})`, () => {
    for (const name of PAGE_TYPE_NAMES) {
      test(name, async ({ page, request }) => {
        const path = await pagePath(request, lang, name);
        test.skip(path === null, `this build has no ${name} page`);
        await watchMapTiles(page);
        await stubRecaptcha(page);
        const violations = await watchCspViolations(page);

        const response = await page.goto(path!);
        const policy = response?.headers()['content-security-policy'] ?? '';
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
        expect(nonce, 'the page has a nonce policy').toBeTruthy();
        await settle(page, name);

        expect(scriptsWithoutNonce(await response!.text(), nonce!)).toEqual([]);
        expect(await violations()).toEqual([]);
      });
    }
  });
}

test.describe('answers outside the pages', () => {
  test('a 404 of any route carries a nonce policy its scripts run under', async ({ page, request }) => {
    for (const path of [
      '/api/no-such-thing',
      '/media/no-such-thing',
      '/no-such-file.txt',
      '/nl/ajax/no-such',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) continue;
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
      expect(nonce, path).toBeTruthy();
      expect(scriptsWithoutNonce(await response.text(), nonce!), path).toEqual([]);
    }
    const violations = await watchCspViolations(page);
    const shown = await page.goto('/api/no-such-thing');
    expect(shown?.status()).toBe(404);
    expect(shown?.headers()['content-security-policy']).toContain("'strict-dynamic'");
    expect(await violations()).toEqual([]);
  });

  test('no answer names the internal route a page was rewritten to', async ({ request }) => {
    const detail = await pagePath(request, 'nl', 'property detail');
    for (const path of [
      '/nl/te-koop',
      '/nl/te-koop',
      detail!,
      '/fr/a-vendre',
      '/nl/ajax/search-city?q=gent',
    ]) {
      const names = Object.keys((await request.get(path)).headers());
      expect(
        names.filter((name) => /^x-middleware-|^x-nextjs-(matched-path|rewrite|rewritten)/.test(name)),
        path,
      ).toEqual([]);
    }
  });

  test('no redirect leads to a host the request made up', async () => {
    const site = `http://localhost:${SITE_PORT}`;
    const tricks: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: `localhost:${SITE_PORT}`, 'x-forwarded-host': 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    ];
    const redirects: string[] = [];
    for (const headers of tricks) {
      for (const path of ['/', '/nl/te-koop/', '/offer/1', '//evil.example/', '/nl/aanbod/1']) {
        const answer = await sendFrom(`${site}${path}`, { method: 'GET', headers });
        const described = `${path} ${JSON.stringify(headers)}`;
        expect(answer.status, described).toBeLessThan(500);
        const location = answer.headers.location;
        if (!location) continue;
        redirects.push(location);
        // A path ('/evil.example' included) stays on the host the visitor used.
        expect(new URL(location, site).host, `${described} → ${location}`).toBe(new URL(site).host);
      }
    }
    // The language and trailing-slash redirects at least were made, under every trick.
    expect(redirects.length).toBeGreaterThanOrEqual(2 * tricks.length);
  });

  test("links name the site's own address, never a port the Host made up", async () => {
    const own = `http://localhost:${MULTI_SITE_PORT}`;
    const forged = { host: 'localhost:6666' };
    const home = await sendFrom(`${own}/nl`, { method: 'GET', headers: forged });
    expect(home.status).toBe(200);
    const html = String(home.body);
    expect(html).toContain(`<link rel="canonical" href="${own}/nl"`);
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="fr" href="${own}/fr"`));
    expect(html).not.toContain(':6666');
    const robots = await sendFrom(`${own}/robots.txt`, { method: 'GET', headers: forged });
    expect(String(robots.body)).toContain(`Sitemap: ${own}/sitemap.xml`);
    expect(String(robots.body)).not.toContain(':6666');
  });
});

test.describe('under https, behind a trusted proxy', () => {
  const https = { 'x-forwarded-proto': 'https' };

  test('every answer carries HSTS: pages, kept pages, JSON, assets, refusals', async ({ request }) => {
    for (const path of [
      '/nl',
      '/nl/te-koop',
      '/nl/te-koop',
      '/nl/ajax/search-city?q=gent',
      '/icon.svg',
      '/api/%zz',
    ]) {
      const response = await request.get(path, { headers: https });
      expect(response.headers()['strict-transport-security'], path).toBe(
        'max-age=63072000; includeSubDomains',
      );
    }
    // A page kept from that https render, handed to a visitor on plain http, says nothing of https.
    const plain = await request.get('/nl/te-koop');
    expect(plain.headers()['x-page-cache']).toBeDefined();
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
  });

  test('the language cookie is Secure, from a render and from the page cache', async () => {
    const site = `http://localhost:${SITE_PORT}`;
    const cookies: string[] = [];
    for (const path of ['/fr', '/fr/a-vendre', '/fr/a-vendre']) {
      const answer = await sendFrom(`${site}${path}`, { method: 'GET', headers: https });
      expect(answer.status, path).toBe(200);
      cookies.push(...[answer.headers['set-cookie'] ?? []].flat());
    }
    const language = cookies.filter((cookie) => cookie.startsWith('NEXT_LOCALE=fr'));
    expect(language.length).toBeGreaterThanOrEqual(2);
    for (const cookie of language) {
      expect(cookie).toMatch(/;\s*Secure(;|$)/i);
      // A session cookie: a preference of the visit, exempt from consent.
      expect(cookie).not.toMatch(/max-age|expires/i);
    }
    const overHttp = await sendFrom(`${site}/fr/a-vendre`, { method: 'GET' });
    expect(String(overHttp.headers['set-cookie'])).not.toMatch(/Secure/i);
  });
});
