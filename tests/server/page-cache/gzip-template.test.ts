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
    const template = compressTemplate(pieces);
    for (const nonce of ['cmVuZGVyLW5vbmNl', 'AbC+/d==']) {
      expect(gunzipSync(gzipWithNonce(template, nonce)).toString()).toBe(pieces.join(nonce));
    }
  });

  it('holds a large page in a small part of its size, and no more than that in memory', () => {
    const text = Array.from(
      { length: 2_000 },
      (_, index) => `<article><h2>Villa ${index} in Gent</h2><p>€ ${(index * 7_919) % 900_000}</p></article>`,
    ).join('');
    const template = compressTemplate([text, text]);
    const answer = gzipWithNonce(template, 'bm9uY2U=');
    expect(template.bytes).toBeLessThan(text.length / 4);
    // What stays in memory is that compressed size, not zlib's larger output buffers.
    const held = new Set(template.pieces.map((piece) => piece.deflated.buffer));
    expect([...held].reduce((sum, buffer) => sum + buffer.byteLength, 0)).toBe(template.bytes);
    expect(gunzipSync(answer).toString()).toBe(`${text}bm9uY2U=${text}`);
    // About what gzip makes of the whole page at once.
    expect(answer.length).toBeLessThan(gzipSync(`${text}bm9uY2U=${text}`).length * 2.2);
  });
});
