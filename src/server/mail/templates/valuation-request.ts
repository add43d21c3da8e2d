import type { Locale } from '@/i18n/locales';
import { html, multilineHtml } from '../html';
import type { ComposedMail } from '../message';
import { answerTableHtml, answerTableText, type MailAnswer } from './answer-table';
import { htmlPage, muted, paragraph, quote, quoteText, textPage, type MailBrand } from './layout';

export interface ValuationRequestInput {
  /** The agency's language. */
  locale: Locale;
  brand: MailBrand;
  /** The property's address on one line, for the subject. */
  address: string;
  /** Every answer, labelled in the agency's language, in the order of the form. */
  answers: readonly MailAnswer[];
  /** The owner's own words, when they wrote any. */
  remarks?: MailAnswer | null;
}

const texts: Record<Locale, { subject: string; intro: string; reply: string }> = {
  nl: {
    subject: 'Aanvraag waardebepaling',
    intro: 'Een eigenaar vraagt een waardebepaling aan via de website. Dit zijn de antwoorden.',
    reply: 'Antwoord op deze e-mail om de eigenaar te antwoorden.',
  },
  fr: {
    subject: 'Demande d’estimation',
    intro: 'Un propriétaire demande une estimation via le site. Voici ses réponses.',
    reply: 'Répondez à cet e-mail pour répondre au propriétaire.',
  },
  en: {
    subject: 'Valuation request',
    intro: 'An owner requested a valuation through the website. These are the answers.',
    reply: 'Reply to this e-mail to answer the owner.',
  },
  de: {
    subject: 'Anfrage zur Wertermittlung',
    intro: 'Ein Eigentümer hat über die Website eine Wertermittlung angefragt. Hier sind die Antworten.',
    reply: 'Antworten Sie auf diese E-Mail, um dem Eigentümer zu antworten.',
  },
};

/** The agency's summary of a valuation request: every answer with its label; replying reaches the owner. */
export function valuationRequestMail(input: ValuationRequestInput): ComposedMail {
  const t = texts[input.locale];
  const subject = `${t.subject}: ${input.address}`;
  const { remarks } = input;
  return {
    subject,
    html: htmlPage({
      locale: input.locale,
      brand: input.brand,
      title: subject,
      preview: t.intro,
      body: html`${paragraph(t.intro)}${answerTableHtml(input.answers)}${remarks ? html`${paragraph(html`<strong>${remarks.label}</strong>`)}${quote(multilineHtml(remarks.value))}` : ''}`,
      footer: muted(t.reply),
    }),
    text: textPage(
      input.brand,
      [t.intro, answerTableText(input.answers), remarks && `${remarks.label}:\n${quoteText(remarks.value)}`],
      [t.reply],
    ),
  };
}
