import type { Locale } from '@/i18n/locales';
import { html } from '../html';
import type { ComposedMail } from '../message';
import { commonTexts } from './common-texts';
import type { MailEstate } from '@/display/mail/mail-estate';
import { estateCardHtml, estateCardText } from './estate-card';
import { htmlPage, muted, paragraph, textPage, type MailBrand } from './layout';

export interface ContactReceiptInput {
  locale: Locale;
  brand: MailBrand;
  estate?: MailEstate | null;
}

const texts: Record<
  Locale,
  { subject: string; thanks: string; followUp: string; about: string; notYou: string }
> = {
  nl: {
    subject: 'We hebben uw vraag goed ontvangen',
    thanks: 'Bedankt voor uw bericht. We hebben uw vraag goed ontvangen.',
    followUp: 'Een medewerker neemt zo snel mogelijk contact met u op.',
    about: 'Uw vraag gaat over dit pand:',
    notYou: 'Hebt u ons geen vraag gesteld? Dan mag u deze e-mail negeren.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre demande',
    thanks: 'Merci pour votre message. Nous avons bien reçu votre demande.',
    followUp: 'Un collaborateur vous recontactera dans les plus brefs délais.',
    about: 'Votre demande concerne ce bien :',
    notYou: 'Vous ne nous avez rien demandé ? Vous pouvez ignorer cet e-mail.',
  },
  en: {
    subject: 'We have received your enquiry',
    thanks: 'Thank you for your message. We have received your enquiry.',
    followUp: 'One of our team will get back to you as soon as possible.',
    about: 'Your enquiry is about this property:',
    notYou: 'Did not contact us? Then you can ignore this e-mail.',
  },
  de: {
    subject: 'Wir haben Ihre Anfrage erhalten',
    thanks: 'Vielen Dank für Ihre Nachricht. Wir haben Ihre Anfrage erhalten.',
    followUp: 'Ein Mitarbeiter meldet sich so schnell wie möglich bei Ihnen.',
    about: 'Ihre Anfrage betrifft diese Immobilie:',
    notYou: 'Sie haben uns nicht kontaktiert? Dann können Sie diese E-Mail ignorieren.',
  },
};

/**
 * The visitor's receipt. It repeats nothing the visitor typed (not the message, not the name):
 * whoever enters someone else's address can never make the site carry their words to that person.
 */
export function contactReceiptMail(input: ContactReceiptInput): ComposedMail {
  const t = texts[input.locale];
  const common = commonTexts[input.locale];
  const { estate, brand, locale } = input;
  return {
    subject: t.subject,
    html: htmlPage({
      locale,
      brand,
      title: t.subject,
      preview: t.followUp,
      body: html`${paragraph(common.greeting)}${paragraph(t.thanks)}${paragraph(t.followUp)}${estate ? html`${paragraph(t.about)}${estateCardHtml(estate, locale)}` : ''}${paragraph(html`${common.regards}<br />${brand.name}`)}`,
      footer: html`${muted(t.notYou)}${muted(common.automatic)}`,
    }),
    text: textPage(
      brand,
      [
        common.greeting,
        `${t.thanks}\n${t.followUp}`,
        estate && `${t.about}\n${estateCardText(estate, locale)}`,
        common.regards,
      ],
      [t.notYou, common.automatic],
    ),
  };
}
