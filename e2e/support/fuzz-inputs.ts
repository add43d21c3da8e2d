/**
 * Bad inputs for e2e/fuzz.spec.ts, drawn from a seeded generator so every run sends the same requests
 * and a failure can be replayed.
 */

/** mulberry32: small, fast and good enough to pick test inputs. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = ReturnType<typeof seededRandom>;

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** Marks what an injected header or cookie would be called, so the spec can look for it. */
export const INJECTED_MARK = 'fuzz-injected';

/** Markup that must never come back unescaped in a page. */
export const markupPayloads = [
  '<script>fuzzXss(1)</script>',
  '"><fuzz-xss onmouseover=fuzzXss(2)>',
  "'><img src=x onerror=fuzzXss(3)>",
  '</title></script><fuzz-xss>',
  '<svg/onload=fuzzXss(4)>',
  '<a href="javascript:fuzzXss(5)">x</a>',
  '<!--<fuzz-xss>-->',
  '<iframe srcdoc="<script>fuzzXss(6)</script>">',
] as const;

const scriptishPayloads = ['javascript:fuzzXss(7)', "'-fuzzXss(8)-'", '{{7*7}}', '${7*7}', '#{7*7}'];

const sqlPayloads = [
  "' OR '1'='1",
  '1; DROP TABLE contact_requests; --',
  '1 UNION SELECT password FROM users',
  "admin'--",
  '" OR ""="',
  '1)) OR sleep(5)#',
];

const headerInjections = [
  `x\r\nSet-Cookie: ${INJECTED_MARK}=1`,
  `x\r\nX-${INJECTED_MARK}: 1`,
  `x%0d%0aSet-Cookie:%20${INJECTED_MARK}=1`,
  `/\r\nLocation: https://evil.example`,
  'x\nX-Other: 1',
];

const controlCharacters = [
  '\u0000',
  'a\u0000b',
  '\u0007\u0008\u001b[31m',
  '\t\v\f',
  '\u007f',
  '\u0085\u2028\u2029',
  '\r',
  '\n\n\n',
];

const unicodeOddities = [
  'Zoë Ünïcödé ß',
  '\u202egnp.exe',
  '\ufeffBOM',
  'e\u0301\u0301\u0301\u0301',
  '💥🏠👨‍👩‍👧‍👦',
  '\ud800',
  '\udfff\ud800',
  '𝕳𝖊𝖑𝖑𝖔',
  'ﷺ'.repeat(50),
  '\uffff\ufffe',
  '日本語テキスト',
  'Z̷̡̢̛̛̛̛a̷̡̛l̷̢g̷o̷',
];

const numberish = [
  '-1',
  '0',
  '-0',
  '1e308',
  '1e-308',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '9999999999999999999999999999',
  '1.5',
  '1,5',
  '007',
  ' 12 ',
  '12abc',
  '',
  ' ',
];

const pathish = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '/',
  '//',
  '.',
  '..',
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
];

const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Every family of bad text, for the cases that want a string. */
const stringFamilies: readonly (readonly string[])[] = [
  markupPayloads,
  scriptishPayloads,
  sqlPayloads,
  headerInjections,
  controlCharacters,
  unicodeOddities,
  numberish,
  pathish,
  prototypeKeys,
];

export function badString(random: Random): string {
  const roll = random();
  if (roll < 0.06) return 'a'.repeat(pick(random, [256, 4_096, 70_000]));
  if (roll < 0.1) return pick(random, markupPayloads).repeat(pick(random, [10, 200]));
  return pick(random, pick(random, stringFamilies));
}

/** Nested arrays or objects, deep enough to trouble a recursive parser or validator. */
export function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A JSON value of the wrong type, or a bad string. */
export function badValue(random: Random): unknown {
  return pick(random, [
    () => badString(random),
    () => null,
    () => pick(random, [true, false]),
    () => pick(random, [0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5]),
    () => [badString(random), 1, null],
    () => ({ [pick(random, prototypeKeys)]: { polluted: true } }),
    () => ({}),
    () => [],
  ])();
}

/** A request body: JSON objects with bad fields, wrong top-level types, broken JSON, huge or deep. */
export type BadBody = { contentType: string | null; data: string | Buffer };

export function badBody(random: Random, knownFields: readonly string[]): BadBody {
  const json = (value: unknown): BadBody => ({
    contentType: 'application/json',
    data: JSON.stringify(value),
  });
  return pick(random, [
    () => {
      const fields = Object.fromEntries(
        knownFields.map((field) => [field, random() < 0.6 ? badValue(random) : 'ok']),
      );
      return json(fields);
    },
    () => json(Object.fromEntries(knownFields.map((field) => [field, badString(random)]))),
    () => json(pick(random, [null, 0, 'text', [], true, [{}], -1])),
    () =>
      json({
        [pick(random, prototypeKeys)]: { admin: true },
        ...Object.fromEntries(knownFields.map((f) => [f, 'x'])),
      }),
    () => ({
      contentType: 'application/json',
      data: pick(random, ['{', '{"a":', '[1,2', 'undefined', "{'a':1}", '\u0000', '']),
    }),
    () => ({
      contentType: 'application/json',
      data: deeplyNested(pick(random, [1_000, 20_000]), pick(random, ['array', 'object'])),
    }),
    () => ({
      contentType: 'application/json',
      data: JSON.stringify({ text: 'x'.repeat(pick(random, [200_000, 3_000_000])) }),
    }),
    () => ({
      contentType: pick(random, ['text/plain', 'application/xml', 'application/x-www-form-urlencoded']),
      data: 'name=An&email=an%40example.be',
    }),
    () => ({
      contentType: 'multipart/form-data; boundary=x',
      data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
    }),
    () => ({ contentType: null, data: JSON.stringify({ name: 'An' }) }),
    () => ({ contentType: 'application/json; charset=utf-16', data: Buffer.from([0xff, 0xfe, 0x7b, 0x00]) }),
    () => ({ contentType: 'application/json', data: Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0x7b, 0x7d]) }),
  ])();
}

/**
 * A value for a URL: the string percent-encoded byte by byte (lone surrogates become U+FFFD), or, in a
 * query string now and then, sent raw so that broken escapes like '%E0%A4%A' reach the server as they are.
 * (Paths get valid escapes only: Next itself answers an undecodable path with a plain 500 before any code
 * of the site runs.)
 */
export function urlPart(random: Random, value: string, where: 'path' | 'query' = 'path'): string {
  const sendRaw = where === 'query' && random() < 0.15;
  if (sendRaw && /^[\x21-\x7e]*$/.test(value) && !/[#?&=+]/.test(value)) return value;
  return [...new TextEncoder().encode(value)]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** A query string of known and unknown keys with bad values, repeated keys among them. */
export function badQuery(random: Random, knownKeys: readonly string[]): string {
  const count = 1 + Math.floor(random() * 4);
  const pairs: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const key =
      random() < 0.8 && knownKeys.length > 0 ? pick(random, knownKeys) : badString(random).slice(0, 64);
    pairs.push(`${urlPart(random, key, 'query')}=${urlPart(random, badString(random), 'query')}`);
  }
  if (random() < 0.1) pairs.push(pairs[0]!);
  return pairs.join('&');
}

export const wrongMethods = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const;
