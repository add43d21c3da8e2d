import type { Locale } from '@/i18n/locales';
import { html } from '../html';
import type { ComposedMail } from '../message';
import { answerTableHtml, answerTableText, type MailAnswer } from './answer-table';
import { commonTexts } from './common-texts';
import { htmlPage, muted, paragraph, textPage, type MailBrand } from './layout';

export interface ValuationReceiptInput {
  /** The language of the page the owner used. */
  locale: Locale;
  brand: MailBrand;
  /** The answers the owner chose from lists, labelled in `locale`; nothing they typed. */
  answers: readonly MailAnswer[];
}

const texts: Record<
  Locale,
  { subject: string; thanks: string; followUp: string; answers: string; notYou: string }
> = {
  nl: {
    subject: 'We hebben uw aanvraag voor een waardebepaling ontvangen',
    thanks: 'Bedankt voor uw aanvraag. We hebben ze goed ontvangen.',
    followUp: 'Een makelaar neemt contact met u op om een afspraak te maken voor uw waardebepaling.',
    answers: 'U vertelde ons:',
    notYou: 'Hebt u geen waardebepaling aangevraagd? Dan mag u deze e-mail negeren.',
  },
  fr: {
    subject: 'Nous avons bien reçu votre demande d’estimation',
    thanks: 'Merci pour votre demande. Nous l’avons bien reçue.',
    followUp: 'Un agent vous contactera pour convenir d’un rendez-vous pour votre estimation.',
    answers: 'Vous nous avez indiqué :',
    notYou: 'Vous n’avez pas demandé d’estimation ? Vous pouvez ignorer cet e-mail.',
  },
  en: {
    subject: 'We have received your valuation request',
    thanks: 'Thank you for your request. We have received it.',
    followUp: 'One of our agents will contact you to arrange your valuation.',
    answers: 'You told us:',
    notYou: 'Did not request a valuation? Then you can ignore this e-mail.',
  },
  de: {
    subject: 'Wir haben Ihre Anfrage zur Wertermittlung erhalten',
    thanks: 'Vielen Dank für Ihre Anfrage. Wir haben sie erhalten.',
    followUp: 'Ein Makler meldet sich bei Ihnen, um einen Termin für Ihre Wertermittlung zu vereinbaren.',
    answers: 'Ihre Angaben:',
    notYou: 'Sie haben keine Wertermittlung angefragt? Dann können Sie diese E-Mail ignorieren.',
  },
};

/**
 * The owner's receipt. Like the contact receipt it repeats nothing typed (no address, name or
 * remark): whoever enters someone else's address can never make the site carry their words there.
 */
export function valuationReceiptMail(input: ValuationReceiptInput): ComposedMail {
  const t = texts[input.locale];
  const common = commonTexts[input.locale];
  const { brand, locale, answers } = input;
  return {
    subject: t.subject,
    html: htmlPage({
      locale,
      brand,
      title: t.subject,
      preview: t.followUp,
      body: html`${paragraph(common.greeting)}${paragraph(t.thanks)}${paragraph(t.followUp)}${paragraph(t.answers)}${answerTableHtml(answers)}${paragraph(html`${common.regards}<br />${brand.name}`)}`,
      footer: html`${muted(t.notYou)}${muted(common.automatic)}`,
    }),
    text: textPage(
      brand,
      [
        common.greeting,
        `${t.thanks}\n${t.followUp}`,
        `${t.answers}\n${answerTableText(answers)}`,
        common.regards,
      ],
      [t.notYou, common.automatic],
    ),
  };
}
