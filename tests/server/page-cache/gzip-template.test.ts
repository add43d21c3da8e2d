import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Join, crc32Shift } from '@/server/page-cache/crc32-join';
import { compressTemplate, gzipWithNonce } from '@/server/page-cache/gzip-template';

describe('crc32Join', () => {
  it('gives the checksum of two texts one after the other from their own checksums', () => {
    for (const [first, second] of [
      [0, 0],
      [0, 17],
      [1, 1],
      [3_000, 70_000],
      [65_537, 12],
    ] as const) {
      const [a, b] = [randomBytes(first), randomBytes(second)];
      expect(crc32Join(crc32(a), crc32(b), crc32Shift(b.length))).toBe(crc32(Buffer.concat([a, b])));
    }
  });
});

describe('a page compressed once and sent with a nonce of each visitor’s own', () => {
  const pieces = ['<html><script nonce="', '">go()</script><p>Prijs € 349.000</p>', '', '</html>'];

  it('decodes, by any gzip reader that checks the checksum and length, to the page with that nonce', () => {
    const template = compressTemplate(pieces, 16);
    for (const nonce of ['cmVuZGVyLW5vbmNl', 'AbC+/d==12345678']) {
      expect(gunzipSync(gzipWithNonce(template, nonce)).toString()).toBe(pieces.join(nonce));
    }
  });

  it('refuses a nonce of another length than the one it was compressed for', () => {
    expect(() => gzipWithNonce(compressTemplate(pieces, 16), 'AbC+/d==')).toThrow(RangeError);
  });

  it('holds a large page in a small part of its size, and no more than that in memory', () => {
    const text = Array.from(
      { length: 2_000 },
      (_, index) => `<article><h2>Villa ${index} in Gent</h2><p>€ ${(index * 7_919) % 900_000}</p></article>`,
    ).join('');
    const template = compressTemplate([text, text], 8);
    const answer = gzipWithNonce(template, 'bm9uY2U=');
    expect(template.bytes).toBeLessThan(text.length / 4);
    // What stays in memory is that compressed size, not zlib's larger output buffers.
    const held = new Set(template.pieces.map((piece) => piece.deflated.buffer));
    expect([...held].reduce((sum, buffer) => sum + buffer.byteLength, 0)).toBe(template.bytes);
    expect(gunzipSync(answer).toString()).toBe(`${text}bm9uY2U=${text}`);
  });

  it('is about as small as gzip of the whole page: a piece points back into the pieces before it', () => {
    const nonce = 'UmVuZGVyTm9uY2UxMjM0NQ==';
    // Like a page: a nonce every hundred bytes in the head, then cards, the nonce again among them.
    const links = Array.from(
      { length: 20 },
      (_, index) => `"/><link rel="stylesheet" href="/_next/static/chunks/${index}-chunk.css" nonce="`,
    );
    const cards = Array.from(
      { length: 8 },
      (_, piece) =>
        `">${Array.from(
          { length: 6 },
          (_, index) =>
            `<li class="card"><a href="/nl/aanbod/${piece * 6 + index}"><img alt="" src="/p/${index}.jpg"/>Villa in Gent</a></li>`,
        ).join('')}<script nonce="`,
    );
    const page = ['<html><head><meta charset="utf-8', ...links, ...cards, '"></script></html>'];
    const answer = gzipWithNonce(compressTemplate(page, nonce.length), nonce);
    expect(gunzipSync(answer).toString()).toBe(page.join(nonce));
    // Beyond gzip of the whole page, about what each nonce costs: its bytes as they are, and framing.
    const perNonce = nonce.length + 16;
    expect(answer.length).toBeLessThan(
      gzipSync(page.join(nonce)).length * 1.1 + (page.length - 1) * perNonce,
    );
  });

  it('never lets a piece point into a nonce, whichever nonce a visitor gets', () => {
    // The text after the nonce repeats what the render's nonce looked like: it must not be copied from there.
    const pieces = ['<script nonce="', '">a()</script><p>AAAAAAAAAAAAAAAAAAAAAAAA</p><i>', '</i>'];
    const template = compressTemplate(pieces, 24);
    for (const nonce of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'ZmVkY2JhOTg3NjU0MzIxMA==']) {
      expect(gunzipSync(gzipWithNonce(template, nonce)).toString()).toBe(pieces.join(nonce));
    }
  });

  it('keeps a page with a NUL byte of its own intact', () => {
    const pieces = ['<p>\u0000\u0000\u0000\u0000', '</p><p>\u0000\u0000\u0000\u0000</p>'];
    const template = compressTemplate(pieces, 4);
    expect(gunzipSync(gzipWithNonce(template, 'abcd')).toString()).toBe(pieces.join('abcd'));
  });
});
