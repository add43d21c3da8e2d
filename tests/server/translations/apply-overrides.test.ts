import { describe, expect, it } from 'vitest';
import { applyTranslationOverrides } from '@/server/translations/apply-overrides';

const bundled = {
  Footer: { rights: '© {year} {siteName}. Alle rechten voorbehouden.', contact: 'Contact' },
  ContactForm: { submit: 'Verstuur', privacy: 'Lees de <link>privacyverklaring</link>.' },
};

describe('applyTranslationOverrides', () => {
  it('replaces bundled texts key by key and leaves the others alone', () => {
    const { messages, ignored } = applyTranslationOverrides(bundled, {
      'ContactForm.submit': 'Versturen',
      'Footer.rights': '© {year} {siteName} · erkend makelaar.',
    });
    expect(messages).toEqual({
      Footer: { rights: '© {year} {siteName} · erkend makelaar.', contact: 'Contact' },
      ContactForm: { submit: 'Versturen', privacy: 'Lees de <link>privacyverklaring</link>.' },
    });
    expect(ignored).toEqual([]);
  });

  it('never changes the bundled messages themselves', () => {
    applyTranslationOverrides(bundled, { 'ContactForm.submit': 'Versturen' });
    expect(bundled.ContactForm.submit).toBe('Verstuur');
  });

  it('skips keys the site does not have, and namespaces as a whole', () => {
    const { messages, ignored } = applyTranslationOverrides(bundled, {
      'estate.status.SOLD': 'Verkocht',
      Footer: 'a whole namespace',
      'Footer.rights.deeper': 'x',
      '__proto__.polluted': 'x',
    });
    expect(messages).toEqual(bundled);
    expect(ignored.map(({ reason }) => reason)).toEqual([
      'unknown-key',
      'unknown-key',
      'unknown-key',
      'unknown-key',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps the bundled text when the service text is empty or asks for other arguments', () => {
    const { messages, ignored } = applyTranslationOverrides(bundled, {
      'ContactForm.submit': '  ',
      'Footer.rights': '© {jaar} Vitrine',
      'ContactForm.privacy': 'Lees de privacyverklaring.',
    });
    expect(messages).toEqual(bundled);
    expect(ignored).toEqual([
      { key: 'ContactForm.submit', reason: 'empty' },
      { key: 'Footer.rights', reason: 'placeholders' },
      { key: 'ContactForm.privacy', reason: 'placeholders' },
    ]);
  });

  it('accepts formatted arguments and tags in another order', () => {
    const { messages } = applyTranslationOverrides(
      { Listing: { count: '{count, plural, one {# pand} other {# panden}} in <b>{city}</b>' } },
      { 'Listing.count': 'In <b>{city}</b>: {count, plural, one {# woning} other {# woningen}}' },
    );
    expect(messages).toEqual({
      Listing: { count: 'In <b>{city}</b>: {count, plural, one {# woning} other {# woningen}}' },
    });
  });
});
