import { describe, expect, it } from 'vitest';
import type { Agreement } from '@/content-api/schemas';
import { toConsentHtml } from '@/server/agreements/consent-html';
import { resolveFormAgreements } from '@/server/agreements/form-agreements';

const fallbacks = {
  privacy: 'Site privacy <a href="/nl/privacyverklaring">privacyverklaring</a>',
  terms: 'Site terms',
  marketing: 'Site marketing',
};

const agreement = (type: Agreement['type'], text: string, label = `${type} label`): Agreement => ({
  id: type.length,
  type,
  label,
  text,
  required: type === 'privacy',
});

describe('resolveFormAgreements', () => {
  it('takes each consent text from the service, as inline markup with its links', () => {
    const resolved = resolveFormAgreements(
      [
        agreement('privacy', '<p>Ik ga akkoord. <a href="/nl/privacyverklaring">Privacyverklaring</a></p>'),
        agreement(
          'terms',
          '<p>Ik aanvaard de voorwaarden.</p><p><a href="/nl/gebruiksvoorwaarden">Gebruiksvoorwaarden</a></p>',
        ),
        agreement('marketing', '<p>Nieuws per e-mail.</p>'),
      ],
      fallbacks,
    );
    expect(resolved).toEqual({
      privacy:
        'Ik ga akkoord. <a href="/nl/privacyverklaring" target="_blank" rel="noopener noreferrer">Privacyverklaring</a>',
      terms:
        'Ik aanvaard de voorwaarden. <a href="/nl/gebruiksvoorwaarden" target="_blank" rel="noopener noreferrer">Gebruiksvoorwaarden</a>',
      marketing: 'Nieuws per e-mail.',
    });
  });

  it("uses the site's own texts when the service failed or lacks a kind", () => {
    expect(resolveFormAgreements(null, fallbacks)).toEqual(fallbacks);
    expect(resolveFormAgreements([agreement('marketing', '<p>Nieuws</p>')], fallbacks)).toEqual({
      ...fallbacks,
      marketing: 'Nieuws',
    });
  });

  it('falls back to the label when the text has nothing readable', () => {
    expect(resolveFormAgreements([agreement('terms', '<p> </p>', 'Ik aanvaard')], fallbacks).terms).toBe(
      'Ik aanvaard',
    );
  });
});

describe('toConsentHtml', () => {
  it('drops scripts, handlers, blocks and unsafe links', () => {
    const html = toConsentHtml(
      '<div onclick="x()"><h2>Privacy</h2><script>alert(1)</script><img src=x onerror=y>' +
        '<a href="javascript:alert(1)">klik</a> <strong>echt</strong></div>',
    );
    expect(html).toBe('Privacy <a target="_blank" rel="noopener noreferrer">klik</a> <strong>echt</strong>');
  });

  it('is empty for markup without words', () => {
    expect(toConsentHtml('<p><br></p>')).toBe('');
  });
});
