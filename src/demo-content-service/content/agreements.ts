import type { Agreement } from '@/content-api/schemas';
import type { DemoLocale } from '../localized';
import { pageTitles, pageUrls } from './page-urls';

const texts: Record<DemoLocale, { privacy: string; terms: string; marketing: string }> = {
  nl: {
    privacy: 'Ik ga akkoord met de verwerking van mijn gegevens volgens de privacyverklaring.',
    terms: 'Ik aanvaard de gebruiksvoorwaarden.',
    marketing: 'Ik wil nieuw aanbod en nieuws van Vitrine Immo per e-mail ontvangen.',
  },
  fr: {
    privacy: 'J’accepte le traitement de mes données conformément à la déclaration de confidentialité.',
    terms: 'J’accepte les conditions d’utilisation.',
    marketing: 'Je souhaite recevoir par e-mail les nouvelles offres et actualités de Vitrine Immo.',
  },
  en: {
    privacy: 'I agree to the processing of my data as described in the privacy statement.',
    terms: 'I accept the terms of use.',
    marketing: 'I would like to receive new listings and news from Vitrine Immo by e-mail.',
  },
  de: {
    privacy: 'Ich stimme der Verarbeitung meiner Daten gemäß der Datenschutzerklärung zu.',
    terms: 'Ich akzeptiere die Nutzungsbedingungen.',
    marketing: 'Ich möchte neue Angebote und Neuigkeiten von Vitrine Immo per E-Mail erhalten.',
  },
};

/** Consent checkboxes of the forms, in the requested language; privacy consent is required. */
export function buildAgreements(locale: DemoLocale): Agreement[] {
  const text = texts[locale];
  const link = (page: 'privacy' | 'terms') =>
    `<a href="/${locale}${pageUrls[page][locale]}">${pageTitles[page][locale]}</a>`;
  return [
    {
      id: 1,
      type: 'privacy',
      label: text.privacy,
      text: `<p>${text.privacy} ${link('privacy')}</p>`,
      required: true,
    },
    {
      id: 2,
      type: 'terms',
      label: text.terms,
      text: `<p>${text.terms} ${link('terms')}</p>`,
      required: false,
    },
    { id: 3, type: 'marketing', label: text.marketing, text: `<p>${text.marketing}</p>`, required: false },
  ];
}
