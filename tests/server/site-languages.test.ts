import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('@/server/site-shell', () => ({ loadSite: vi.fn() }));

const { offeredAlternates } = await import('@/server/site-languages');

const everyLanguage = {
  nl: 'https://kust.be/nl/aanbod/1/villa',
  fr: 'https://kust.be/fr/offre/1/villa',
  en: 'https://kust.be/en/offer/1/villa',
  de: 'https://kust.be/de/angebot/1/villa',
  'x-default': 'https://kust.be/nl/aanbod/1/villa',
};

describe('offeredAlternates', () => {
  it('lists only the languages the site offers, x-default on its default language', () => {
    expect(offeredAlternates(everyLanguage, { languages: ['fr', 'de'], defaultLanguage: 'fr' })).toEqual({
      fr: everyLanguage.fr,
      de: everyLanguage.de,
      'x-default': everyLanguage.fr,
    });
  });

  it('keeps every language while the site is unknown (the content service is down)', () => {
    expect(offeredAlternates(everyLanguage, null)).toEqual(everyLanguage);
  });
});
