import type { Locale } from './locales';

type LocalizedPathname = string | Record<Locale, string>;

/**
 * Internal pathname (the folder under app/[lang]) -> its path in each language.
 * Stems from spec §2; where §2 gives none, a natural word in that language (listed in the README).
 */
export const pathnames = {
  '/': '/',
  '/privacy-statement': {
    nl: '/privacyverklaring',
    fr: '/declaration-de-confidentialite',
    en: '/privacy-statement',
    de: '/datenschutzerklaerung',
  },
  '/terms-of-use': {
    nl: '/gebruiksvoorwaarden',
    fr: '/conditions-d-utilisation',
    en: '/terms-of-use',
    de: '/nutzungsbedingungen',
  },
  '/favorites': { nl: '/favorieten', fr: '/favoris', en: '/favorites', de: '/favoriten' },
  '/compare': { nl: '/vergelijken', fr: '/comparer', en: '/compare', de: '/vergleichen' },
  '/keep-me-informed': {
    nl: '/hou-me-op-de-hoogte',
    fr: '/tenez-moi-informe',
    en: '/keep-me-informed',
    de: '/auf-dem-laufenden-bleiben',
  },
  '/keep-me-informed/success': {
    nl: '/hou-me-op-de-hoogte/gelukt',
    fr: '/tenez-moi-informe/confirmation',
    en: '/keep-me-informed/success',
    de: '/auf-dem-laufenden-bleiben/bestaetigung',
  },
  '/keep-me-informed/unsubscribe/[token]': {
    nl: '/hou-me-op-de-hoogte/uitschrijven/[token]',
    fr: '/tenez-moi-informe/desinscription/[token]',
    en: '/keep-me-informed/unsubscribe/[token]',
    de: '/auf-dem-laufenden-bleiben/abmelden/[token]',
  },
  '/keep-me-informed/[token]': {
    nl: '/hou-me-op-de-hoogte/[token]',
    fr: '/tenez-moi-informe/[token]',
    en: '/keep-me-informed/[token]',
    de: '/auf-dem-laufenden-bleiben/[token]',
  },
  '/offer/[estateId]': {
    nl: '/aanbod/[estateId]',
    fr: '/offre/[estateId]',
    en: '/offer/[estateId]',
    de: '/angebot/[estateId]',
  },
  '/offer/[estateId]/[slug]': {
    nl: '/aanbod/[estateId]/[slug]',
    fr: '/offre/[estateId]/[slug]',
    en: '/offer/[estateId]/[slug]',
    de: '/angebot/[estateId]/[slug]',
  },
  '/offer/[estateId]/[slug]/[entityId]': {
    nl: '/aanbod/[estateId]/[slug]/[entityId]',
    fr: '/offre/[estateId]/[slug]/[entityId]',
    en: '/offer/[estateId]/[slug]/[entityId]',
    de: '/angebot/[estateId]/[slug]/[entityId]',
  },
  '/cancel-appointment/[appointmentId]': {
    nl: '/afspraak-annuleren/[appointmentId]',
    fr: '/annuler-rendez-vous/[appointmentId]',
    en: '/cancel-appointment/[appointmentId]',
    de: '/termin-absagen/[appointmentId]',
  },
  '/holiday/[rentalUnitId]': {
    nl: '/vakantie/[rentalUnitId]',
    fr: '/vacances/[rentalUnitId]',
    en: '/holiday/[rentalUnitId]',
    de: '/feiertage/[rentalUnitId]',
  },
  '/detail': '/detail',
  '/valuation': { nl: '/waardebepaling', fr: '/estimation', en: '/valuation', de: '/wertermittlung' },
  '/thank-you': { nl: '/bedankt-pand', fr: '/merci', en: '/thank-you', de: '/danke' },
  // CMS pages (home blocks, listing nodes, about, ...): their URLs come from the content service.
  '/[...path]': '/[...path]',
} satisfies Record<string, LocalizedPathname>;

export type InternalPathname = keyof typeof pathnames;
