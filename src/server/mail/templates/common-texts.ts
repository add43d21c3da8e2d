import type { Locale } from '@/i18n/locales';

/** Words every mail shares. Belgian usage: formal address in Dutch (u), French (vous) and German (Sie). */
export const commonTexts: Record<
  Locale,
  { greeting: string; regards: string; priceOnRequest: string; viewEstate: string; automatic: string }
> = {
  nl: {
    greeting: 'Beste,',
    regards: 'Met vriendelijke groeten,',
    priceOnRequest: 'Prijs op aanvraag',
    viewEstate: 'Bekijk dit pand',
    automatic: 'Deze e-mail werd automatisch verstuurd.',
  },
  fr: {
    greeting: 'Bonjour,',
    regards: 'Bien cordialement,',
    priceOnRequest: 'Prix sur demande',
    viewEstate: 'Voir ce bien',
    automatic: 'Cet e-mail a été envoyé automatiquement.',
  },
  en: {
    greeting: 'Hello,',
    regards: 'Kind regards,',
    priceOnRequest: 'Price on request',
    viewEstate: 'View this property',
    automatic: 'This e-mail was sent automatically.',
  },
  de: {
    greeting: 'Guten Tag,',
    regards: 'Mit freundlichen Grüßen',
    priceOnRequest: 'Preis auf Anfrage',
    viewEstate: 'Immobilie ansehen',
    automatic: 'Diese E-Mail wurde automatisch versendet.',
  },
};
