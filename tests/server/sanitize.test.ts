import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from '@/server/sanitize';

/** Payloads that try to run script through content-service HTML, each with what must not survive. */
const attacks: [name: string, html: string, forbidden: RegExp][] = [
  ['a script element', '<p>Hi</p><script>alert(1)</script>', /<script|alert/i],
  ['an uppercase, split script tag', '<SCRIPT >alert(1)</SCRIPT >', /<script|alert/i],
  ['an event handler attribute', '<p onclick="alert(1)">Hi</p>', /onclick|alert/i],
  ['an image with onerror', '<img src=x onerror="alert(1)">', /<img|onerror|alert/i],
  ['an svg with onload', '<svg onload=alert(1)><circle /></svg>', /<svg|onload|alert/i],
  ['a javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript:|alert/i],
  ['an entity-encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', /ascript:|alert/i],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', /data:/i],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', /vbscript/i],
  ['a protocol-relative link', '<a href="//evil.example/x">x</a>', /evil\.example/i],
  ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe|evil/i],
  ['an object and embed', '<object data="x.swf"></object><embed src="x.swf">', /<object|<embed/i],
  ['a style element', '<style>body{background:url(javascript:alert(1))}</style>', /<style|alert/i],
  ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>', /style=|alert/i],
  [
    'a form that posts elsewhere',
    '<form action="https://evil.example"><input name="q"></form>',
    /<form|<input/i,
  ],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', /<meta|evil/i],
  ['a base element', '<base href="https://evil.example/">', /<base|evil/i],
  ['a link element', '<link rel="stylesheet" href="https://evil.example/x.css">', /<link|evil/i],
  ['an unclosed comment trick', '<!--<script>alert(1)//--><p>x</p>', /<script|alert/i],
  [
    'a mutation-XSS noscript',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    /onerror|<img/i,
  ],
  ['a template', '<template><script>alert(1)</script></template>', /<template|<script/i],
  [
    'a math/mglyph confusion',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    /onerror|<img/i,
  ],
];

describe('sanitizeContentHtml', () => {
  it.each(attacks)('removes %s', (_name, html, forbidden) => {
    expect(sanitizeContentHtml(html)).not.toMatch(forbidden);
  });

  it('keeps the formatting the CMS uses', () => {
    const html =
      '<h2>Ligging</h2><p>Een <strong>ruime</strong> woning met <em>tuin</em>.</p><ul><li>3 slaapkamers</li></ul>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('keeps safe links and marks external ones noopener', () => {
    expect(sanitizeContentHtml('<a href="/nl/te-koop">Aanbod</a>')).toBe('<a href="/nl/te-koop">Aanbod</a>');
    expect(sanitizeContentHtml('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeContentHtml('<a href="mailto:info@immo.example">Mail</a>')).toContain('href="mailto:');
  });

  it('drops attributes outside the allow-list but keeps the text', () => {
    expect(sanitizeContentHtml('<p class="x" id="y" data-a="1">Tekst</p>')).toBe('<p>Tekst</p>');
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeContentHtml('5 < 6 & "ok"')).toBe('5 &lt; 6 &amp; "ok"');
  });
});
