import { describe, expect, it } from 'vitest';
import { preferredLocale, requireLocale } from '@/server/http/request-locale';
import { RouteError } from '@/server/http/route-error';

const request = (acceptLanguage?: string) =>
  new Request('http://site.test/xx/ajax/estate/1', {
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });

describe('preferredLocale', () => {
  it('takes the best-rated language the site speaks', () => {
    expect(preferredLocale('es-ES,es;q=0.9,fr-BE;q=0.8,en;q=0.7')).toBe('fr');
    expect(preferredLocale('en;q=0.3, de;q=0.9')).toBe('de');
  });

  it('falls back to Dutch without a usable header', () => {
    expect(preferredLocale(null)).toBe('nl');
    expect(preferredLocale('ja, zh;q=0.5')).toBe('nl');
    expect(preferredLocale('fr;q=0')).toBe('nl');
  });
});

describe('requireLocale', () => {
  it('accepts the four site languages', () => {
    for (const lang of ['nl', 'fr', 'en', 'de']) expect(requireLocale(lang, request())).toBe(lang);
  });

  it('rejects another language with a 400 in the language the browser prefers', () => {
    let error: unknown;
    try {
      requireLocale('xx', request('fr-BE,fr;q=0.9'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RouteError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_locale' });
    expect((error as RouteError).message).toMatch(/Cette langue n’est pas disponible/);
    expect((error as RouteError).fields).toHaveProperty('lang');
  });
});
