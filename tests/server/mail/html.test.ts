import { describe, expect, it } from 'vitest';
import { escapeHtml, html, multilineHtml, safeUrl, trustedHtml } from '@/server/mail/html';

describe('mail HTML', () => {
  it('escapes every interpolated value and keeps only markup built here', () => {
    const name = '<img src=x onerror="alert(1)">';
    expect(html`<p>${name}</p>`.value).toBe('<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>');
    expect(html`<p>${trustedHtml('<b>ok</b>')}${['<', 1]}${null}${false}</p>`.value).toBe(
      '<p><b>ok</b>&lt;1</p>',
    );
    expect(escapeHtml(`'&"`)).toBe('&#39;&amp;&quot;');
  });

  it('keeps line breaks of visitor text without letting markup through', () => {
    expect(multilineHtml('one<br>\r\ntwo').value).toBe('one&lt;br&gt;<br>two');
  });

  it('lets only http(s) links through', () => {
    expect(safeUrl('https://immo.test/a b')).toBe('https://immo.test/a%20b');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl('/relative')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });
});
