import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keepPage, replayPage, type KeptPage } from '@/server/page-cache/kept-page';
import { freshNonce } from '@/server/page-cache/nonce-rotation';

const RENDER_NONCE = 'UmVuZGVyTm9uY2UxMjM0+/8=';

const rendered = {
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `script-src 'nonce-${RENDER_NONCE}' 'strict-dynamic'; object-src 'none'`,
    link: `</font.woff2>; rel=preload; as="font"; nonce="${RENDER_NONCE}"`,
    'set-cookie': 'NEXT_LOCALE=nl; Path=/; SameSite=lax',
    date: 'Mon, 23 Nov 2026 10:00:00 GMT',
    'content-length': '999',
  },
  body: `<html><head><script nonce="${RENDER_NONCE}">a()</script></head><body><script nonce="${RENDER_NONCE}" src="/b.js"></script></body></html>`,
  internalPath: '/nl/offer/12/villa',
};

const chunkLink = (name: string) =>
  `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" nonce="${RENDER_NONCE}" data-precedence="next"/>`;
const chunkPreload = (name: string) =>
  `</_next/static/chunks/${name}.css>; rel=preload; as="style"; nonce="${RENDER_NONCE}"`;
/** The render with two CSS chunks linked in its head and preloaded in its Link header. */
const withStyles = {
  ...rendered,
  headers: { ...rendered.headers, link: `${chunkPreload('aaaa')}, ${chunkPreload('bbbb')}` },
  body: rendered.body.replace('<head>', `<head>${chunkLink('aaaa')}${chunkLink('bbbb')}`),
};

const replay = (kept: KeptPage, nonce: string, headers = {}) => {
  const { headers: replayed, gzippedBody } = replayPage(kept, nonce, headers);
  return { headers: replayed, body: gunzipSync(gzippedBody).toString() };
};

describe('keepPage and replayPage', () => {
  it('gives every visitor the page with a nonce of their own, everywhere the render had its nonce', () => {
    const kept = keepPage(rendered)!;
    const [first, second] = [freshNonce(), freshNonce()];
    const one = replay(kept, first);
    const other = replay(kept, second);
    expect(first).not.toBe(second);
    expect(one.body).not.toContain(RENDER_NONCE);
    expect(one.body.match(new RegExp(`nonce="${first.replace(/[+/=]/g, '\\$&')}"`, 'g'))).toHaveLength(2);
    expect(one.headers['content-security-policy']).toContain(`'nonce-${first}'`);
    expect(one.headers.link).toContain(`nonce="${first}"`);
    expect(other.body).toContain(second);
    expect(other.body).not.toContain(first);
  });

  it('keeps the page itself byte for byte, but for the nonce', () => {
    const body = `${rendered.body}<p>Prijs € 349.000 — één ruime woning</p>`;
    const kept = keepPage({ ...rendered, body })!;
    expect(replay(kept, RENDER_NONCE).body).toBe(body);
  });

  it('links one stylesheet joined from the chunks, and preloads that one, with the visitor’s nonce on the chunks', () => {
    const nonce = freshNonce();
    const { headers, body } = replay(keepPage(withStyles)!, nonce);
    const joined = '/_next/static/chunks/joined.aaaa.bbbb.css';
    expect(headers.link).toBe(`<${joined}>; rel=preload; as="style"`);
    expect(body).toContain(`<head><link rel="stylesheet" href="${joined}"/>`);
    expect(body).toContain(
      `<link rel="stylesheet" href="/_next/static/chunks/bbbb.css" nonce="${nonce}" data-precedence="next" disabled=""/>`,
    );
  });

  it('carries the CSS of the joined chunks in the page when it has it, and preloads no stylesheet', () => {
    const nonce = freshNonce();
    const { headers, body } = replay(keepPage(withStyles, 'main{color:#222}')!, nonce);
    expect(headers).not.toHaveProperty('link');
    expect(body).toContain('<head><style>main{color:#222}</style>');
    expect(body).not.toContain('joined.');
    expect(body).toContain(
      `<link rel="stylesheet" href="/_next/static/chunks/aaaa.css" nonce="${nonce}" data-precedence="next" disabled=""/>`,
    );
  });

  it('drops what belongs to one response', () => {
    const { headers } = replayPage(keepPage(rendered)!, freshNonce(), { cookie: 'NEXT_LOCALE=nl' });
    expect(headers).not.toHaveProperty('date');
    expect(headers).not.toHaveProperty('content-length');
    expect(headers).not.toHaveProperty('set-cookie');
  });

  it('sets the language cookie, for the visit only, for a visitor who does not have the page’s language in it', () => {
    const kept = keepPage(rendered)!;
    expect(replayPage(kept, freshNonce(), {}).headers['set-cookie']).toBe(
      'NEXT_LOCALE=nl; Path=/; SameSite=lax',
    );
    expect(replayPage(kept, freshNonce(), { cookie: 'a=1; NEXT_LOCALE=fr' }).headers['set-cookie']).toMatch(
      /^NEXT_LOCALE=nl;/,
    );
  });

  it('keeps nothing it may not share', () => {
    expect(keepPage({ ...rendered, status: 404 })).toBeNull();
    expect(keepPage({ ...rendered, internalPath: '/nl/keep-me-informed/abc' })).toBeNull();
  });

  it('makes nonces of 128 random bits', () => {
    expect(Buffer.from(freshNonce(), 'base64')).toHaveLength(16);
  });
});
