import { describe, expect, it } from 'vitest';
import {
  chunkNamesOf,
  inlineJoinedStylesheet,
  joinedStylesheetPath,
  joinLinkHeader,
  joinStylesheets,
  MAX_INLINE_CSS_BYTES,
} from '@/server/page-cache/joined-stylesheets';

const NONCE = 'UmVuZGVyTm9uY2UxMjM0+/8=';
const chunkLink = (name: string) =>
  `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" nonce="${NONCE}" data-precedence="next"/>`;
const page = (head: string, body = '<main>Villa</main>') =>
  `<!DOCTYPE html><html lang="nl"><head><meta charSet="utf-8"/>${head}<title>Villa</title></head><body>${body}</body></html>`;

const stylesheetLinks = (html: string) => html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];

describe('joinStylesheets', () => {
  it('puts one stylesheet of all the chunks, in their order, before them, and disables each chunk', () => {
    const { html, chunkNames } = joinStylesheets(
      page(chunkLink('18eyf0wpgqdj3') + chunkLink('3v4_r4-imgevb') + chunkLink('10jl54o75p9n1')),
    );
    expect(chunkNames).toEqual(['18eyf0wpgqdj3', '3v4_r4-imgevb', '10jl54o75p9n1']);
    const links = stylesheetLinks(html);
    expect(links).toHaveLength(4);
    expect(links[0]).toBe(
      '<link rel="stylesheet" href="/_next/static/chunks/joined.18eyf0wpgqdj3.3v4_r4-imgevb.10jl54o75p9n1.css"/>',
    );
    // React finds each chunk's link by its href and takes it as loaded: it must stay, unfetched.
    for (const [index, name] of chunkNames.entries()) {
      expect(links[index + 1]).toContain(`href="/_next/static/chunks/${name}.css"`);
      expect(links[index + 1]).toContain(`nonce="${NONCE}"`);
      expect(links[index + 1]).toContain('data-precedence="next"');
      expect(links[index + 1]).toMatch(/ disabled=""\/>$/);
    }
    expect(html).toContain('<title>Villa</title></head><body><main>Villa</main>');
  });

  it('leaves a page with a single stylesheet as it is', () => {
    const single = page(chunkLink('18eyf0wpgqdj3'));
    expect(joinStylesheets(single)).toEqual({ html: single, chunkNames: [] });
  });

  it('joins only the build’s chunks in the head: not another origin’s stylesheet, not the body’s text', () => {
    const elsewhere = '<link rel="stylesheet" href="https://cdn.example/_next/static/chunks/aaaa.css"/>';
    const quoted = `<pre>${chunkLink('cccc').replace(/</g, '&lt;')}</pre>${chunkLink('dddd')}`;
    const { html, chunkNames } = joinStylesheets(
      page(elsewhere + chunkLink('aaaa') + chunkLink('bbbb'), quoted),
    );
    expect(chunkNames).toEqual(['aaaa', 'bbbb']);
    expect(html).toContain(elsewhere);
    expect(html.slice(html.indexOf('<body>'))).toBe(`<body>${quoted}</body></html>`);
  });

  it('leaves a document without a head as it is', () => {
    const fragment = chunkLink('aaaa') + chunkLink('bbbb');
    expect(joinStylesheets(fragment).html).toBe(fragment);
  });
});

describe('chunkNamesOf', () => {
  it('reads back the chunks of a joined stylesheet’s path', () => {
    expect(chunkNamesOf(joinedStylesheetPath(['18eyf0wpgqdj3', '3v4_r4-imgevb']))).toEqual([
      '18eyf0wpgqdj3',
      '3v4_r4-imgevb',
    ]);
  });

  it.each([
    ['a chunk of Next’s own', '/_next/static/chunks/18eyf0wpgqdj3.css'],
    ['one chunk only', '/_next/static/chunks/joined.18eyf0wpgqdj3.css'],
    ['a name that climbs out of the folder', '/_next/static/chunks/joined.aaaa.%2e%2e%2fsecret.css'],
    ['an empty name', '/_next/static/chunks/joined.aaaa..bbbb.css'],
    ['another extension', '/_next/static/chunks/joined.aaaa.bbbb.js'],
    ['another folder', '/styles/joined.aaaa.bbbb.css'],
    ['more chunks than a page has', `/_next/static/chunks/joined.${Array(25).fill('aaaa').join('.')}.css`],
  ])('refuses %s', (_case, path) => {
    expect(chunkNamesOf(path)).toBeNull();
  });
});

describe('joinLinkHeader', () => {
  const preload = (name: string) =>
    `</_next/static/chunks/${name}.css>; rel=preload; as="style"; nonce="${NONCE}"`;

  it('preloads the joined stylesheet once, where the first joined chunk was, and keeps the rest', () => {
    const font = `</_next/static/media/inter.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"`;
    const value = [
      '</>; rel=preconnect; crossorigin=""',
      preload('aaaa'),
      font,
      preload('bbbb'),
      preload('zzzz'),
    ];
    expect(joinLinkHeader(value.join(', '), ['aaaa', 'bbbb', 'cccc'])).toBe(
      [
        '</>; rel=preconnect; crossorigin=""',
        '</_next/static/chunks/joined.aaaa.bbbb.cccc.css>; rel=preload; as="style"',
        font,
        preload('zzzz'),
      ].join(', '),
    );
  });

  it('leaves the header alone when nothing was joined', () => {
    expect(joinLinkHeader(preload('aaaa'), [])).toBe(preload('aaaa'));
  });

  it('preloads none of the joined chunks when the page carries their CSS', () => {
    const value = ['</>; rel=preconnect; crossorigin=""', preload('aaaa'), preload('bbbb'), preload('zzzz')];
    expect(joinLinkHeader(value.join(', '), ['aaaa', 'bbbb'], true)).toBe(
      ['</>; rel=preconnect; crossorigin=""', preload('zzzz')].join(', '),
    );
  });
});

describe('inlineJoinedStylesheet', () => {
  const joined = () => joinStylesheets(page(chunkLink('aaaa') + chunkLink('bbbb')));

  it('puts the CSS where the joined link was, with the chunks still there and disabled', () => {
    const html = inlineJoinedStylesheet(joined(), 'body{margin:0}main{color:#222}')!;
    expect(html).toContain('<meta charSet="utf-8"/><style>body{margin:0}main{color:#222}</style><link');
    expect(html).not.toContain('joined.');
    const links = stylesheetLinks(html);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toContain('disabled=""');
  });

  it('roots the URLs that pointed from the chunks’ folder, and leaves the others alone', () => {
    const css = [
      "@font-face{src:url(../media/inter.0abc.woff2)format('woff2')}",
      'a{background:url("./arrow.svg")}',
      "b{background:url('/icons/x.svg')}",
      'i{background:url(data:image/svg+xml;base64,AAAA)}',
      'u{background:url(https://cdn.example/y.png)}',
      's{mask:url(#m)}',
    ].join('');
    const html = inlineJoinedStylesheet(joined(), css)!;
    expect(html).toContain('url(/_next/static/media/inter.0abc.woff2)');
    expect(html).toContain('url("/_next/static/chunks/arrow.svg")');
    expect(html).toContain("url('/icons/x.svg')");
    expect(html).toContain('url(data:image/svg+xml;base64,AAAA)');
    expect(html).toContain('url(https://cdn.example/y.png)');
    expect(html).toContain('url(#m)');
  });

  it('keeps the link for CSS that could end the element, CSS too large to carry, or a page with nothing joined', () => {
    expect(inlineJoinedStylesheet(joined(), 'a{content:"</STYLE><script>x()</script>"}')).toBeNull();
    expect(inlineJoinedStylesheet(joined(), `a{}${' '.repeat(MAX_INLINE_CSS_BYTES)}`)).toBeNull();
    expect(inlineJoinedStylesheet(joinStylesheets(page(chunkLink('aaaa'))), 'a{}')).toBeNull();
  });

  it('keeps a dollar sign in the CSS as it is', () => {
    expect(inlineJoinedStylesheet(joined(), "a::after{content:'$&$1'}")).toContain("content:'$&$1'");
  });
});
