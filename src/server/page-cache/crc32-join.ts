/**
 * The CRC-32 of two texts one after the other, from each one's CRC and the second one's length, without
 * their bytes. A kept page lives compressed, in pieces between the places its nonce goes; the gzip
 * trailer of each answer needs the checksum of the whole page with that answer's nonce in it.
 *
 * Checksums are polynomials over GF(2) in CRC-32's reflected bit order (the top bit is x^0); following a
 * text by n bytes multiplies its checksum by x^(8n) modulo the CRC-32 polynomial.
 */

const REFLECTED_POLYNOMIAL = 0xedb88320;
const ONE = 0x80000000;

/** a·b modulo the CRC-32 polynomial. */
function multiplyModulo(a: number, b: number): number {
  let product = 0;
  let factor = b;
  for (let bit = ONE; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ REFLECTED_POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) for k = 0…63: enough for a shift of any length a buffer can have. */
const POWERS_OF_TWO_EXPONENTS: number[] = [ONE >>> 1];
for (let k = 1; k < 64; k += 1) {
  const previous = POWERS_OF_TWO_EXPONENTS[k - 1]!;
  POWERS_OF_TWO_EXPONENTS.push(multiplyModulo(previous, previous));
}

/** What a checksum is multiplied by when `byteLength` more bytes follow: x^(8·byteLength). */
export function crc32Shift(byteLength: number): number {
  let shift = ONE;
  // 8·byteLength = byteLength·2^3: its binary digits pick the powers to multiply, from x^(2^3) on.
  for (let k = 3, rest = byteLength; rest > 0; k += 1, rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) shift = multiplyModulo(POWERS_OF_TWO_EXPONENTS[k]!, shift);
  }
  return shift;
}

/** The CRC-32 of A followed by B, given A's checksum, B's checksum and `crc32Shift` of B's length. */
export function crc32Join(crcOfFirst: number, crcOfSecond: number, shiftOfSecond: number): number {
  return (multiplyModulo(shiftOfSecond, crcOfFirst) ^ crcOfSecond) >>> 0;
}
