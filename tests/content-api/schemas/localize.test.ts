import { describe, expect, it } from 'vitest';
import { hasText, localize, pageText, textInLanguage } from '@/content-api/schemas';

describe('localize', () => {
  it('gives the text in the requested language', () => {
    expect(localize({ nl: 'Te koop', fr: 'À vendre', en: 'For sale' }, 'fr')).toBe('À vendre');
  });

  it('falls back to nl, then en, then fr, then de', () => {
    expect(localize({ nl: 'Huis', en: 'House', fr: 'Maison' }, 'de')).toBe('Huis');
    expect(localize({ en: 'House', fr: 'Maison', de: 'Haus' }, 'nl')).toBe('House');
    expect(localize({ fr: 'Maison', de: 'Haus' }, 'en')).toBe('Maison');
    expect(localize({ de: 'Haus' }, 'fr')).toBe('Haus');
  });

  it('treats blank texts as missing', () => {
    expect(localize({ fr: '  ', nl: 'Huis' }, 'fr')).toBe('Huis');
  });

  it('uses any other language present as a last resort', () => {
    const withSpanish = { es: 'Casa' } as Parameters<typeof localize>[0];
    expect(localize(withSpanish, 'nl')).toBe('Casa');
  });

  it('gives an empty string for null, undefined or an empty object', () => {
    expect(localize(null, 'nl')).toBe('');
    expect(localize(undefined, 'fr')).toBe('');
    expect(localize({}, 'en')).toBe('');
  });
});

describe('textInLanguage', () => {
  it("gives the page's language and says so", () => {
    expect(textInLanguage({ nl: 'Tuin', fr: 'Jardin' }, 'fr')).toEqual({ text: 'Jardin', lang: 'fr' });
  });

  it('falls back in the order nl, en, fr, de and reports the language it fell back to', () => {
    expect(textInLanguage({ fr: 'Jardin', en: 'Garden', nl: 'Tuin' }, 'de')).toEqual({
      text: 'Tuin',
      lang: 'nl',
    });
    expect(textInLanguage({ fr: 'Jardin', en: 'Garden' }, 'nl')).toEqual({ text: 'Garden', lang: 'en' });
    expect(textInLanguage({ de: 'Garten', fr: 'Jardin' }, 'en')).toEqual({ text: 'Jardin', lang: 'fr' });
    expect(textInLanguage({ de: 'Garten', fr: '  ' }, 'nl')).toEqual({ text: 'Garten', lang: 'de' });
  });

  it('claims no language for a plain string, whose language nobody stated', () => {
    expect(textInLanguage('Centrale verwarming', 'fr')).toEqual({ text: 'Centrale verwarming', lang: null });
    expect(textInLanguage('   ', 'fr')).toEqual({ text: '', lang: null });
  });

  it('claims no language for a text under a key that is no language of the site', () => {
    const withSpanish = { es: 'Casa' } as Parameters<typeof textInLanguage>[0];
    expect(textInLanguage(withSpanish, 'nl')).toEqual({ text: 'Casa', lang: null });
  });

  it('finds nothing in null, undefined or an empty object', () => {
    expect(textInLanguage(null, 'nl')).toEqual({ text: '', lang: null });
    expect(textInLanguage(undefined, 'de')).toEqual({ text: '', lang: null });
    expect(textInLanguage({}, 'en')).toEqual({ text: '', lang: null });
  });

  it('keeps localize reading plain strings too', () => {
    expect(localize('Dossier 12', 'de')).toBe('Dossier 12');
  });
});

describe('pageText', () => {
  it("marks a text only when it is known to be in another language than the page's", () => {
    expect(pageText({ nl: 'Tuin', fr: 'Jardin' }, 'fr')).toEqual({ text: 'Jardin' });
    expect(pageText({ nl: ' Tuin ' }, 'fr')).toEqual({ text: 'Tuin', lang: 'nl' });
    expect(pageText('Tuin', 'fr')).toEqual({ text: 'Tuin' });
    expect(pageText(null, 'fr')).toEqual({ text: '' });
  });
});

describe('hasText', () => {
  it('sees text in any language, and none in blanks', () => {
    expect(hasText({ de: 'Garten' })).toBe(true);
    expect(hasText('Tuin')).toBe(true);
    expect(hasText({ nl: ' ' })).toBe(false);
    expect(hasText('')).toBe(false);
    expect(hasText(null)).toBe(false);
  });
});
