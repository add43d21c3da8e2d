import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerJoinedStylesheet } from '@/server/page-cache/joined-stylesheet-answer';

const chunks = mkdtempSync(path.join(tmpdir(), 'chunks-'));
writeFileSync(path.join(chunks, 'aaaa.css'), ':root{--ink:#14213d}');
writeFileSync(path.join(chunks, 'bbbb.css'), '@font-face{src:url(../media/inter.woff2)}');
writeFileSync(path.join(chunks, 'secret.txt'), 'not css');

let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    void answerJoinedStylesheet(request, response, chunks).then((answered) => {
      if (answered) return;
      response.writeHead(418);
      response.end('passed on');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('answerJoinedStylesheet', () => {
  it('answers the chunks it names in their order, for a year, to be kept as they are', async () => {
    const response = await fetch(`${origin}/_next/static/chunks/joined.bbbb.aaaa.css`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('@font-face{src:url(../media/inter.woff2)}\n:root{--ink:#14213d}');
  });

  it('compresses it for a client that takes gzip, and not for one that does not', async () => {
    const raw = (encoding: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        request(
          `${origin}/_next/static/chunks/joined.aaaa.bbbb.css`,
          { headers: { 'accept-encoding': encoding } },
          (response) => {
            const parts: Buffer[] = [];
            response.on('data', (part: Buffer) => parts.push(part));
            response.on('end', () =>
              resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(parts) }),
            );
          },
        )
          .on('error', reject)
          .end();
      });
    const gzipped = await raw('gzip, br');
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toContain(':root{--ink:#14213d}');
    const plain = await raw('identity');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.toString()).toContain(':root{--ink:#14213d}');
  });

  it('answers 404, not to be kept, when a chunk is not in this build', async () => {
    const response = await fetch(`${origin}/_next/static/chunks/joined.aaaa.gone.css`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('passes on what is not a joined stylesheet: Next’s own chunks, other files, other methods', async () => {
    for (const url of ['/_next/static/chunks/aaaa.css', '/_next/static/chunks/joined.aaaa.secret.txt']) {
      expect((await fetch(origin + url)).status).toBe(418);
    }
    const posted = await fetch(`${origin}/_next/static/chunks/joined.aaaa.bbbb.css`, { method: 'POST' });
    expect(posted.status).toBe(418);
  });
});
