import type { Locale } from '@/i18n/locales';
import { html, multilineHtml } from '../html';
import type { ComposedMail } from '../message';
import type { MailEstate } from '@/display/mail/mail-estate';
import { estateCardHtml, estateCardText } from './estate-card';
import { htmlPage, muted, paragraph, quote, quoteText, textPage, type MailBrand } from './layout';

export interface ContactRequestInput {
  /** The agency's language. */
  locale: Locale;
  brand: MailBrand;
  visitor: { name: string; email: string; phone?: string | null };
  message: string;
  /** The estate the question is about, when asked from a detail page. */
  estate?: MailEstate | null;
  /** Further answers of the form (ticked options, preferred contact), already labelled. */
  fields?: readonly { label: string; value: string }[];
  /** The page the form was sent from. */
  pageUrl?: string | null;
  /** The visitor ticked the newsletter box, and is subscribed to new estates (see the subscriptions). */
  newsletter?: boolean;
}

const texts: Record<
  Locale,
  {
    subject: string;
    about: string;
    intro: string;
    name: string;
    email: string;
    phone: string;
    message: string;
    page: string;
    newsletter: string;
    newsletterAsked: string;
    reply: string;
  }
> = {
  nl: {
    subject: 'Nieuwe vraag via de website',
    about: 'over',
    intro: 'Er kwam een nieuwe vraag binnen via het contactformulier.',
    name: 'Naam',
    email: 'E-mail',
    phone: 'Telefoon',
    message: 'Bericht',
    page: 'Verstuurd vanaf',
    newsletter: 'Nieuwsbrief',
    newsletterAsked: 'Ja: de bezoeker vroeg om nieuwe panden per e-mail en is daarvoor ingeschreven.',
    reply: 'Antwoord op deze e-mail om de bezoeker te antwoorden.',
  },
  fr: {
    subject: 'Nouvelle demande via le site',
    about: 'concernant',
    intro: 'Une nouvelle demande est arrivée via le formulaire de contact.',
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    message: 'Message',
    page: 'Envoyé depuis',
    newsletter: 'Newsletter',
    newsletterAsked: 'Oui : le visiteur a demandé les nouveaux biens par e-mail et y est inscrit.',
    reply: 'Répondez à cet e-mail pour répondre au visiteur.',
  },
  en: {
    subject: 'New enquiry through the website',
    about: 'about',
    intro: 'A new enquiry came in through the contact form.',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
    page: 'Sent from',
    newsletter: 'Newsletter',
    newsletterAsked: 'Yes: the visitor asked for new properties by e-mail and is subscribed to them.',
    reply: 'Reply to this e-mail to answer the visitor.',
  },
  de: {
    subject: 'Neue Anfrage über die Website',
    about: 'zu',
    intro: 'Über das Kontaktformular ist eine neue Anfrage eingegangen.',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    message: 'Nachricht',
    page: 'Gesendet von',
    newsletter: 'Newsletter',
    newsletterAsked: 'Ja: Der Besucher möchte neue Immobilien per E-Mail erhalten und ist dafür angemeldet.',
    reply: 'Antworten Sie auf diese E-Mail, um dem Besucher zu antworten.',
  },
};

/** The agency's copy of a contact request; replying goes straight to the visitor. */
export function contactRequestMail(input: ContactRequestInput): ComposedMail {
  const t = texts[input.locale];
  const subject = input.estate ? `${t.subject} ${t.about} ${input.estate.title}` : t.subject;
  const rows = [
    { label: t.name, value: input.visitor.name },
    { label: t.email, value: input.visitor.email },
    ...(input.visitor.phone ? [{ label: t.phone, value: input.visitor.phone }] : []),
    ...(input.fields ?? []),
    ...(input.newsletter ? [{ label: t.newsletter, value: t.newsletterAsked }] : []),
    ...(input.pageUrl ? [{ label: t.page, value: input.pageUrl }] : []),
  ];
  const table = html`<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">
    ${rows.map(
      (row) =>
        html`<tr>
          <td style="padding:2px 12px 2px 0;color:#6b7280;vertical-align:top">${row.label}</td>
          <td style="padding:2px 0">${row.value}</td>
        </tr>`,
    )}
  </table>`;
  return {
    subject,
    html: htmlPage({
      locale: input.locale,
      brand: input.brand,
      title: subject,
      preview: t.intro,
      body: html`${paragraph(t.intro)}${table}${paragraph(html`<strong>${t.message}</strong>`)}${quote(multilineHtml(input.message))}${input.estate ? estateCardHtml(input.estate, input.locale) : ''}`,
      footer: muted(t.reply),
    }),
    text: textPage(
      input.brand,
      [
        t.intro,
        rows.map((row) => `${row.label}: ${row.value}`).join('\n'),
        `${t.message}:\n${quoteText(input.message)}`,
        input.estate && estateCardText(input.estate, input.locale),
      ],
      [t.reply],
    ),
  };
}
