import { describe, expect, it } from 'vitest';
import { localize } from '@/content-api/schemas';

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
