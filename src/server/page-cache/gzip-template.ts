import { constants, crc32, deflateRawSync } from 'node:zlib';
import { crc32Join, crc32Shift } from './crc32-join';
import type { NonceTemplate } from './nonce-rotation';

/**
 * A kept page compressed once, not once per visitor: each piece between two places of the nonce is
 * deflated on its own and ends on a byte boundary (a sync flush), so an answer is the pieces with the
 * visitor's nonce between them as uncompressed ("stored") blocks, in a gzip frame whose checksum is
 * joined from the pieces'. A piece may still point back into the pieces before it, as gzip of the whole
 * page would: it is deflated with the text before it as dictionary, where each nonce is NUL bytes of the
 * nonce's length. Page text has no NUL byte, so nothing points into a nonce, and every visitor's nonce
 * (of that length) fits the same compressed pieces.
 */

type Piece = { deflated: Buffer; crc: number; shift: number; length: number };

export type GzipTemplate = { pieces: readonly Piece[]; bytes: number; nonceLength: number };

// ID1 ID2, deflate, no flags, no time, no extra flags, unknown system (RFC 1952, 2.3).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A last, empty block with fixed codes: the end of the deflate stream (RFC 1951, 3.2.3).
const LAST_BLOCK = Buffer.from([0x03, 0x00]);
const MAX_STORED_BLOCK = 0xffff;
/** How far back deflate can point (RFC 1951, 2.5): no dictionary needs more. */
const WINDOW = 32 * 1024;

/** What each piece may point back into: the text before it, with every nonce as NUL bytes. */
function dictionaries(raws: readonly Buffer[], nonceLength: number): (Buffer | undefined)[] {
  // A page with a NUL byte of its own could match a nonce's place: its pieces stand alone.
  if (raws.some((raw) => raw.includes(0))) return raws.map(() => undefined);
  const nonceMark = Buffer.alloc(nonceLength);
  let before = Buffer.alloc(0);
  return raws.map((raw, index) => {
    if (index === 0) return undefined;
    before = Buffer.concat([before, raws[index - 1]!, nonceMark]);
    if (before.length > WINDOW) before = before.subarray(before.length - WINDOW);
    return before;
  });
}

/**
 * Compresses a page's pieces for nonces of `nonceLength` bytes (a few milliseconds for a page of 200
 * KB, once per render). They end up in one buffer of their exact size: zlib hands each result out as a
 * view of a 16 KiB output buffer, which would keep far more memory alive than the page's compressed size.
 */
export function compressTemplate(template: NonceTemplate, nonceLength: number): GzipTemplate {
  const raws = template.map((text) => Buffer.from(text));
  const before = dictionaries(raws, nonceLength);
  const deflated = raws.map((raw, index) => {
    if (raw.length === 0) return Buffer.alloc(0);
    const dictionary = before[index];
    return deflateRawSync(raw, { finishFlush: constants.Z_SYNC_FLUSH, ...(dictionary && { dictionary }) });
  });
  const whole = Buffer.concat(deflated);
  let offset = 0;
  const pieces = raws.map((raw, index) => {
    const size = deflated[index]!.length;
    const piece: Piece = {
      deflated: whole.subarray(offset, offset + size),
      crc: crc32(raw),
      shift: crc32Shift(raw.length),
      length: raw.length,
    };
    offset += size;
    return piece;
  });
  return { pieces, bytes: whole.length, nonceLength };
}

/** The nonce as a stored block: no compression, so any nonce fits between compressed pieces. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0; // not the last block; stored
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/** The whole page, gzip-encoded, with `nonce` (of the template's nonce length) at every place of the render's. */
export function gzipWithNonce(template: GzipTemplate, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  // The pieces point back across the nonces by distance: another length would shift what they find.
  if (nonceBytes.length !== template.nonceLength)
    throw new RangeError('Nonce of another length than kept for');
  if (nonceBytes.length > MAX_STORED_BLOCK) throw new RangeError('Nonce too long for one stored block');
  const nonceBlock = storedBlock(nonceBytes);
  const nonceCrc = crc32(nonceBytes);
  const nonceShift = crc32Shift(nonceBytes.length);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  template.pieces.forEach((piece, index) => {
    if (index > 0) {
      chunks.push(nonceBlock);
      crc = crc32Join(crc, nonceCrc, nonceShift);
      length += nonceBytes.length;
    }
    chunks.push(piece.deflated);
    crc = crc32Join(crc, piece.crc, piece.shift);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  // ISIZE: the length modulo 2^32.
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(LAST_BLOCK, trailer);
  return Buffer.concat(chunks);
}
