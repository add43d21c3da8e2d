import type { Locale } from '@/i18n/locales';
import { html } from '../html';
import type { ComposedMail } from '../message';
import { commonTexts } from './common-texts';
import { button, htmlPage, link, muted, paragraph, textPage, type MailBrand } from './layout';

export interface SubscriptionConfirmationInput {
  locale: Locale;
  brand: MailBrand;
  editUrl: string;
  unsubscribeUrl: string;
  /** What the visitor asked for, already labelled (e.g. 'Gemeenten': 'Gent, Brugge'). */
  criteria?: readonly { label: string; value: string }[];
}

const texts: Record<
  Locale,
  { subject: string; confirmed: string; criteria: string; edit: string; unsubscribe: string; keep: string }
> = {
  nl: {
    subject: 'U bent ingeschreven voor nieuwe panden',
    confirmed:
      'Vanaf nu ontvangt u een e-mail zodra er een nieuw pand online komt dat bij uw zoekopdracht past.',
    criteria: 'Uw zoekopdracht:',
    edit: 'Zoekopdracht aanpassen',
    unsubscribe: 'Uitschrijven',
    keep: 'Bewaar deze e-mail: hiermee past u later uw zoekopdracht aan of schrijft u zich uit.',
  },
  fr: {
    subject: 'Votre inscription aux nouveaux biens est confirmée',
    confirmed:
      'Vous recevrez désormais un e-mail dès qu’un nouveau bien correspondant à votre recherche sera en ligne.',
    criteria: 'Votre recherche :',
    edit: 'Modifier ma recherche',
    unsubscribe: 'Me désinscrire',
    keep: 'Conservez cet e-mail : il vous permettra de modifier votre recherche ou de vous désinscrire.',
  },
  en: {
    subject: 'You are subscribed to new properties',
    confirmed:
      'From now on you will receive an e-mail as soon as a new property that matches your search is online.',
    criteria: 'Your search:',
    edit: 'Change my search',
    unsubscribe: 'Unsubscribe',
    keep: 'Keep this e-mail: it lets you change your search or unsubscribe later.',
  },
  de: {
    subject: 'Ihre Anmeldung für neue Immobilien ist bestätigt',
    confirmed:
      'Ab sofort erhalten Sie eine E-Mail, sobald eine neue Immobilie online ist, die zu Ihrer Suche passt.',
    criteria: 'Ihre Suche:',
    edit: 'Suche ändern',
    unsubscribe: 'Abmelden',
    keep: 'Bewahren Sie diese E-Mail auf: Damit können Sie Ihre Suche später ändern oder sich abmelden.',
  },
};

/** Sent right after subscribing: what was asked, and the links to change or cancel it. */
export function subscriptionConfirmationMail(input: SubscriptionConfirmationInput): ComposedMail {
  const t = texts[input.locale];
  const common = commonTexts[input.locale];
  const criteria = input.criteria ?? [];
  const { brand, locale } = input;
  return {
    subject: t.subject,
    html: htmlPage({
      locale,
      brand,
      title: t.subject,
      preview: t.confirmed,
      body: html`${paragraph(common.greeting)}${paragraph(t.confirmed)}${
        criteria.length > 0
          ? html`${paragraph(t.criteria)}
              <ul style="margin:0 0 16px;padding-left:20px">
                ${criteria.map((item) => html`<li>${item.label}: ${item.value}</li>`)}
              </ul>`
          : ''
      }${button(input.editUrl, t.edit, brand)}${paragraph(link(input.unsubscribeUrl, t.unsubscribe))}${paragraph(html`${common.regards}<br />${brand.name}`)}`,
      footer: html`${muted(t.keep)}${muted(common.automatic)}`,
    }),
    text: textPage(
      brand,
      [
        common.greeting,
        t.confirmed,
        criteria.length > 0 &&
          `${t.criteria}\n${criteria.map((item) => `- ${item.label}: ${item.value}`).join('\n')}`,
        `${t.edit}: ${input.editUrl}\n${t.unsubscribe}: ${input.unsubscribeUrl}`,
        common.regards,
      ],
      [t.keep, common.automatic],
    ),
  };
}
