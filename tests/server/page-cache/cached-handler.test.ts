import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptsGzip, createCachedHandler, type Rendered } from '@/server/page-cache/cached-handler';
import type { KeptPage } from '@/server/page-cache/kept-page';
import { PageStore } from '@/server/page-cache/page-store';

const RENDER_NONCE = 'cmVuZGVyLW5vbmNl';

function page(text: string, overrides: Partial<Rendered> = {}): Rendered {
  return {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'nonce-${RENDER_NONCE}' 'strict-dynamic'`,
    },
    body: `<html><body><p>${text}</p><script nonce="${RENDER_NONCE}">go()</script></body></html>`,
    internalPath: '/nl/offer/1/villa',
    ...overrides,
  };
}

const servers: Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function site(
  render: (request: IncomingMessage) => Promise<Rendered>,
  freshMs = 60_000,
  renderOutage?: (request: IncomingMessage) => Promise<Rendered>,
  stylesheetOf?: (chunkNames: readonly string[]) => Promise<string | null>,
) {
  const passThrough = vi.fn((_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('answered by Next');
  });
  const renders = vi.fn(render);
  const handler = createCachedHandler({
    passThrough,
    render: renders,
    renderOutage,
    stylesheetOf,
    store: new PageStore<KeptPage>({ freshMs, usableMs: 60_000, maxBytes: 1_000_000 }),
    log: () => undefined,
  });
  const server = createServer((request, response) => void handler(request, response));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, renders, passThrough };
}

const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the page cache in front of Next', () => {
  it('renders a page once and hands it out again, each time with a fresh nonce', async () => {
    const { base, renders } = await site(async () => page('Villa in Gent'));
    const first = await fetch(`${base}/nl/aanbod/1/villa`);
    const second = await fetch(`${base}/nl/aanbod/1/villa`);
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    expect(renders).toHaveBeenCalledTimes(1);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('fresh');
    expect(secondHtml).toContain('Villa in Gent');
    expect(nonceOf(firstHtml)).not.toBe(nonceOf(secondHtml));
    expect(nonceOf(secondHtml)).not.toBe(RENDER_NONCE);
    expect(second.headers.get('content-security-policy')).toContain(`'nonce-${nonceOf(secondHtml)}'`);
  });

  it('lets visitors who ask while a page renders wait for that one render', async () => {
    const { base, renders } = await site(async () => {
      await settle();
      return page('Villa');
    });
    const answers = await Promise.all([1, 2, 3, 4].map(() => fetch(`${base}/nl/aanbod/1/villa`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('gives an error page to the visitor who asked and keeps nothing', async () => {
    const { base, renders } = await site(async () => page('Niet gevonden', { status: 404 }));
    const answer = await fetch(`${base}/nl/aanbod/999`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Niet gevonden');
    await fetch(`${base}/nl/aanbod/999`);
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('never hands one visitor’s subscription page to another', async () => {
    const { base, renders, passThrough } = await site(async () => {
      await settle();
      return page('Uw zoekopdracht', { internalPath: '/nl/keep-me-informed/tok3n' });
    });
    const answers = await Promise.all([1, 2].map(() => fetch(`${base}/nl/blijf-op-de-hoogte/tok3n`)));
    expect(renders).toHaveBeenCalledTimes(1);
    expect(passThrough).toHaveBeenCalledTimes(1);
    expect(answers.every((answer) => answer.headers.get('x-page-cache') === null)).toBe(true);
  });

  it('hands out a page past its freshness while a new render replaces it', async () => {
    let text = 'Prijs 300.000';
    const { base, renders } = await site(async () => page(text), 1);
    await fetch(`${base}/nl/aanbod/1/villa`);
    await settle();
    text = 'Prijs 290.000';
    const stale = await fetch(`${base}/nl/aanbod/1/villa`);
    expect(stale.headers.get('x-page-cache')).toBe('stale');
    expect(await stale.text()).toContain('Prijs 300.000');
    await settle();
    expect(renders).toHaveBeenCalledTimes(2);
    expect(await (await fetch(`${base}/nl/aanbod/1/villa`)).text()).toContain('Prijs 290.000');
  });

  it('keeps handing out the last good page while renders fail (the content service is down)', async () => {
    let status = 200;
    const { base } = await site(async () => page('Villa', { status }), 1);
    await fetch(`${base}/nl/aanbod/1/villa`);
    status = 503;
    for (let visit = 0; visit < 3; visit += 1) {
      await settle();
      const answer = await fetch(`${base}/nl/aanbod/1/villa`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('Villa');
    }
  });

  it('gives a page rendered around a content-service failure to its visitor but does not keep it', async () => {
    let serviceFailed = true;
    const { base, renders } = await site(async () =>
      page(serviceFailed ? 'Geen resultaten' : '12 resultaten', { serviceFailed }),
    );
    const partial = await fetch(`${base}/nl/aanbod`);
    expect(partial.status).toBe(200);
    expect(partial.headers.get('x-page-cache')).toBeNull();
    expect(await partial.text()).toContain('Geen resultaten');
    serviceFailed = false;
    const next = await fetch(`${base}/nl/aanbod`);
    expect(await next.text()).toContain('12 resultaten');
    expect(renders).toHaveBeenCalledTimes(2);
  });

  it('answers a page that broke on the service with the outage page, 503 and not to be kept', async () => {
    const outage = vi.fn(async (request: IncomingMessage) =>
      page(`Even geduld (${request.url})`, { internalPath: '/nl/service-unavailable' }),
    );
    const { base } = await site(
      async () => page('Er ging iets mis', { status: 500, serviceFailed: true }),
      60_000,
      outage,
    );
    const answer = await fetch(`${base}/nl/over-ons`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('30');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain('Even geduld (/nl/over-ons)');
    expect(outage).toHaveBeenCalledTimes(1);
  });

  it('keeps handing out the last good page when a refresh rendered around a failure', async () => {
    let serviceFailed = false;
    const { base } = await site(
      async () => page(serviceFailed ? 'Geen resultaten' : '12 resultaten', { serviceFailed }),
      1,
    );
    await fetch(`${base}/nl/aanbod`);
    serviceFailed = true;
    await settle();
    await fetch(`${base}/nl/aanbod`);
    await settle();
    const after = await fetch(`${base}/nl/aanbod`);
    expect(after.headers.get('x-page-cache')).toBe('stale');
    expect(await after.text()).toContain('12 resultaten');
  });

  it('stops handing out a page that is gone', async () => {
    let status = 200;
    const { base } = await site(async () => page('Villa', { status }), 1);
    await fetch(`${base}/nl/aanbod/1/villa`);
    status = 404;
    await settle();
    await fetch(`${base}/nl/aanbod/1/villa`);
    await settle();
    expect((await fetch(`${base}/nl/aanbod/1/villa`)).status).toBe(404);
  });

  it('keeps a page with the CSS of the chunks its head links in it, read once per render', async () => {
    const chunk = (name: string) => `<link rel="stylesheet" href="/_next/static/chunks/${name}.css"/>`;
    const styled = page('Villa in Gent');
    styled.body = styled.body.replace('<html>', `<html><head>${chunk('aaaa')}${chunk('bbbb')}</head>`);
    const stylesheetOf = vi.fn(
      async (names: readonly string[]) => `/* ${names.join(' ')} */main{color:#222}`,
    );
    const { base } = await site(async () => styled, 60_000, undefined, stylesheetOf);
    const first = await (await fetch(`${base}/nl/aanbod/1/villa`)).text();
    const second = await (await fetch(`${base}/nl/aanbod/1/villa`)).text();
    expect(stylesheetOf).toHaveBeenCalledTimes(1);
    expect(stylesheetOf).toHaveBeenCalledWith(['aaaa', 'bbbb']);
    for (const html of [first, second])
      expect(html).toContain('<style>/* aaaa bbbb */main{color:#222}</style>');
  });

  it('links the joined stylesheet when its CSS cannot be read', async () => {
    const chunk = (name: string) => `<link rel="stylesheet" href="/_next/static/chunks/${name}.css"/>`;
    const styled = page('Villa in Gent');
    styled.body = styled.body.replace('<html>', `<html><head>${chunk('aaaa')}${chunk('bbbb')}</head>`);
    const { base } = await site(
      async () => styled,
      60_000,
      undefined,
      async () => null,
    );
    const html = await (await fetch(`${base}/nl/aanbod/1/villa`)).text();
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/joined.aaaa.bbbb.css"/>');
    expect(html).not.toContain('<style>');
  });

  it('leaves what is not a shared page to Next', async () => {
    const { base, renders, passThrough } = await site(async () => page('Villa'));
    await fetch(`${base}/nl/ajax/contact-form-handler`, { method: 'POST', body: '{}' });
    await fetch(`${base}/nl/aanbod/1/villa`, { headers: { cookie: '__prerender_bypass=1' } });
    expect(renders).not.toHaveBeenCalled();
    expect(passThrough).toHaveBeenCalledTimes(2);
  });

  it('compresses for browsers that accept it', async () => {
    const { base } = await site(async () => page('Villa'));
    const answer = await fetch(`${base}/nl/aanbod/1/villa`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.text()).toContain('Villa');
  });

  it('hands a kept page to a client that takes no compression as plain HTML, with its own nonce', async () => {
    const { base } = await site(async () => page('Villa € 349.000'));
    await fetch(`${base}/nl/aanbod/1/villa`);
    for (const acceptEncoding of ['identity', 'gzip;q=0, br', '']) {
      const answer = await fetch(`${base}/nl/aanbod/1/villa`, {
        headers: { 'accept-encoding': acceptEncoding },
      });
      const html = await answer.text();
      expect(answer.headers.get('x-page-cache')).toBe('fresh');
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(html));
      expect(html).toContain('Villa € 349.000');
      expect(nonceOf(html)).not.toBe(RENDER_NONCE);
    }
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as HTTP means it', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*;q=0, br')).toBe(false);
    expect(acceptsGzip('x-gzip-like')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
