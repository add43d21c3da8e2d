import { expect, test } from '@playwright/test';
import { watchCspViolations } from './support/csp-violations';
import { PAGE_TYPE_NAMES, pageLanguages, pagePath, settle } from './support/page-types';
import { stubRecaptcha } from './support/recaptcha';
import { stubMapTiles } from './support/tiles';

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
        await stubMapTiles(page);
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
