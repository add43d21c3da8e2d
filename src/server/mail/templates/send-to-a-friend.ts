import type { Locale } from '@/i18n/locales';
import { html, multilineHtml } from '../html';
import type { ComposedMail } from '../message';
import { commonTexts } from './common-texts';
import type { MailEstate } from '@/display/mail/mail-estate';
import { estateCardHtml, estateCardText } from './estate-card';
import { htmlPage, muted, paragraph, quote, quoteText, textPage, type MailBrand } from './layout';

export interface SendToAFriendInput {
  /** The friend's language, which the sender chose. */
  locale: Locale;
  brand: MailBrand;
  sender: { name: string; email: string };
  /** A short personal note; plain text, shown as a quote. */
  message?: string | null;
  estate: MailEstate;
}

const texts: Record<
  Locale,
  {
    subject: string;
    shared: (name: string, email: string, agency: string) => string;
    wrote: string;
    why: (name: string) => string;
  }
> = {
  nl: {
    subject: 'Een pand dat u misschien interesseert',
    shared: (name, email, agency) => `${name} (${email}) zag dit pand bij ${agency} en dacht aan u.`,
    wrote: 'Persoonlijk bericht:',
    why: (name) =>
      `U ontvangt deze e-mail omdat ${name} uw adres op onze website invulde. We gebruiken het voor niets anders.`,
  },
  fr: {
    subject: 'Un bien qui pourrait vous intéresser',
    shared: (name, email, agency) => `${name} (${email}) a vu ce bien chez ${agency} et a pensé à vous.`,
    wrote: 'Message personnel :',
    why: (name) =>
      `Vous recevez cet e-mail parce que ${name} a indiqué votre adresse sur notre site. Nous ne l'utilisons pour rien d'autre.`,
  },
  en: {
    subject: 'A property you might like',
    shared: (name, email, agency) => `${name} (${email}) saw this property at ${agency} and thought of you.`,
    wrote: 'Personal note:',
    why: (name) =>
      `You receive this e-mail because ${name} entered your address on our website. We use it for nothing else.`,
  },
  de: {
    subject: 'Eine Immobilie, die Sie interessieren könnte',
    shared: (name, email, agency) =>
      `${name} (${email}) hat diese Immobilie bei ${agency} gesehen und an Sie gedacht.`,
    wrote: 'Persönliche Nachricht:',
    why: (name) =>
      `Sie erhalten diese E-Mail, weil ${name} Ihre Adresse auf unserer Website angegeben hat. Wir verwenden sie für nichts anderes.`,
  },
};

/**
 * A listing passed on to a friend. The subject carries only the agency's own words and the
 * listing's title; the sender's name and note appear in the body, escaped, as plain text.
 */
export function sendToAFriendMail(input: SendToAFriendInput): ComposedMail {
  const t = texts[input.locale];
  const common = commonTexts[input.locale];
  const { brand, estate, locale, sender } = input;
  const subject = `${t.subject}: ${estate.title}`;
  const note = input.message?.trim() ? input.message.trim() : null;
  const shared = t.shared(sender.name, sender.email, brand.name);
  return {
    subject,
    html: htmlPage({
      locale,
      brand,
      title: subject,
      preview: shared,
      body: html`${paragraph(common.greeting)}${paragraph(shared)}${note ? html`${paragraph(t.wrote)}${quote(multilineHtml(note))}` : ''}${estateCardHtml(estate, locale)}`,
      footer: html`${muted(t.why(sender.name))}${muted(common.automatic)}`,
    }),
    text: textPage(
      brand,
      [common.greeting, shared, note && `${t.wrote}\n${quoteText(note)}`, estateCardText(estate, locale)],
      [t.why(sender.name), common.automatic],
    ),
  };
}
