import { describe, expect, it } from 'vitest';
import { buildLocalizedPath, routeNames } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';

const params = {
  estateId: 42,
  slug: 'villa-te-koop-in-gent',
  entityId: 7,
  token: 'abc123',
  appointmentId: 'f00d',
  rentalUnitId: 9,
};

// Every route in every language, as the README lists them.
const expected: Record<keyof typeof routeNames, Record<Locale, string>> = {
  home: { nl: '/nl', fr: '/fr', en: '/en', de: '/de' },
  privacyStatement: {
    nl: '/nl/privacyverklaring',
    fr: '/fr/declaration-de-confidentialite',
    en: '/en/privacy-statement',
    de: '/de/datenschutzerklaerung',
  },
  termsOfUse: {
    nl: '/nl/gebruiksvoorwaarden',
    fr: '/fr/conditions-d-utilisation',
    en: '/en/terms-of-use',
    de: '/de/nutzungsbedingungen',
  },
  favorites: { nl: '/nl/favorieten', fr: '/fr/favoris', en: '/en/favorites', de: '/de/favoriten' },
  compare: { nl: '/nl/vergelijken', fr: '/fr/comparer', en: '/en/compare', de: '/de/vergleichen' },
  keepMeInformed: {
    nl: '/nl/hou-me-op-de-hoogte',
    fr: '/fr/tenez-moi-informe',
    en: '/en/keep-me-informed',
    de: '/de/auf-dem-laufenden-bleiben',
  },
  keepMeInformedSuccess: {
    nl: '/nl/hou-me-op-de-hoogte/gelukt',
    fr: '/fr/tenez-moi-informe/confirmation',
    en: '/en/keep-me-informed/success',
    de: '/de/auf-dem-laufenden-bleiben/bestaetigung',
  },
  keepMeInformedUnsubscribe: {
    nl: '/nl/hou-me-op-de-hoogte/uitschrijven/abc123',
    fr: '/fr/tenez-moi-informe/desinscription/abc123',
    en: '/en/keep-me-informed/unsubscribe/abc123',
    de: '/de/auf-dem-laufenden-bleiben/abmelden/abc123',
  },
  keepMeInformedEdit: {
    nl: '/nl/hou-me-op-de-hoogte/abc123',
    fr: '/fr/tenez-moi-informe/abc123',
    en: '/en/keep-me-informed/abc123',
    de: '/de/auf-dem-laufenden-bleiben/abc123',
  },
  offerShort: { nl: '/nl/aanbod/42', fr: '/fr/offre/42', en: '/en/offer/42', de: '/de/angebot/42' },
  offer: {
    nl: '/nl/aanbod/42/villa-te-koop-in-gent',
    fr: '/fr/offre/42/villa-te-koop-in-gent',
    en: '/en/offer/42/villa-te-koop-in-gent',
    de: '/de/angebot/42/villa-te-koop-in-gent',
  },
  offerUnit: {
    nl: '/nl/aanbod/42/villa-te-koop-in-gent/7',
    fr: '/fr/offre/42/villa-te-koop-in-gent/7',
    en: '/en/offer/42/villa-te-koop-in-gent/7',
    de: '/de/angebot/42/villa-te-koop-in-gent/7',
  },
  cancelAppointment: {
    nl: '/nl/afspraak-annuleren/f00d',
    fr: '/fr/annuler-rendez-vous/f00d',
    en: '/en/cancel-appointment/f00d',
    de: '/de/termin-absagen/f00d',
  },
  holiday: { nl: '/nl/vakantie/9', fr: '/fr/vacances/9', en: '/en/holiday/9', de: '/de/feiertage/9' },
  detail: { nl: '/nl/detail', fr: '/fr/detail', en: '/en/detail', de: '/de/detail' },
  thankYou: { nl: '/nl/bedankt-pand', fr: '/fr/merci', en: '/en/thank-you', de: '/de/danke' },
  valuation: {
    nl: '/nl/waardebepaling',
    fr: '/fr/estimation',
    en: '/en/valuation',
    de: '/de/wertermittlung',
  },
  cmsPage: { nl: '/nl/over/ons', fr: '/fr/over/ons', en: '/en/over/ons', de: '/de/over/ons' },
};

describe('buildLocalizedPath', () => {
  for (const [name, byLocale] of Object.entries(expected)) {
    for (const [locale, path] of Object.entries(byLocale)) {
      it(`builds ${name} in ${locale} as ${path}`, () => {
        expect(buildLocalizedPath(name, locale as Locale, { ...params, path: ['over', 'ons'] })).toBe(path);
      });
    }
  }

  it('covers every route name', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(routeNames).sort());
  });

  it('gives "/" for an unknown route name', () => {
    expect(buildLocalizedPath('no-such-route', 'fr')).toBe('/');
    expect(buildLocalizedPath('toString', 'nl')).toBe('/');
  });

  it('gives "/" when a parameter of the route is missing', () => {
    expect(buildLocalizedPath('offer', 'nl', { estateId: 42 })).toBe('/');
  });

  it('defaults to Dutch', () => {
    expect(buildLocalizedPath('favorites')).toBe('/nl/favorieten');
  });

  it('encodes parameters so they stay one path segment', () => {
    expect(buildLocalizedPath('offer', 'fr', { estateId: 5, slug: 'a/b c' })).toBe('/fr/offre/5/a%2Fb%20c');
  });
});
