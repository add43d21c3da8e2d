import type { Locale } from '@/i18n/locales';
import { html } from '../html';
import type { ComposedMail } from '../message';
import { commonTexts } from './common-texts';
import type { MailEstate } from '@/display/mail/mail-estate';
import { estateCardHtml, estateCardText } from './estate-card';
import { htmlPage, link, muted, paragraph, textPage, type MailBrand } from './layout';

export interface EstateAlertInput {
  locale: Locale;
  brand: MailBrand;
  estates: readonly MailEstate[];
  editUrl: string;
  /** The page that asks for confirmation (for people). */
  unsubscribeUrl: string;
  /** Accepts the RFC 8058 one-click POST (for mail programs). */
  oneClickUnsubscribeUrl: string;
}

const texts: Record<
  Locale,
  { subject: (count: number) => string; intro: string; why: string; edit: string; unsubscribe: string }
> = {
  nl: {
    subject: (n) =>
      n === 1
        ? 'Een nieuw pand dat bij uw zoekopdracht past'
        : `${n} nieuwe panden die bij uw zoekopdracht passen`,
    intro: 'Deze panden zijn nieuw in ons aanbod en passen bij uw zoekopdracht.',
    why: 'U ontvangt deze e-mail omdat u zich op onze website inschreef voor nieuwe panden.',
    edit: 'Zoekopdracht aanpassen',
    unsubscribe: 'Uitschrijven',
  },
  fr: {
    subject: (n) =>
      n === 1
        ? 'Un nouveau bien correspond à votre recherche'
        : `${n} nouveaux biens correspondent à votre recherche`,
    intro: 'Ces biens viennent d’entrer dans notre offre et correspondent à votre recherche.',
    why: 'Vous recevez cet e-mail parce que vous vous êtes inscrit aux nouveaux biens sur notre site.',
    edit: 'Modifier ma recherche',
    unsubscribe: 'Me désinscrire',
  },
  en: {
    subject: (n) =>
      n === 1 ? 'A new property matches your search' : `${n} new properties match your search`,
    intro: 'These properties are new in our offer and match your search.',
    why: 'You receive this e-mail because you subscribed to new properties on our website.',
    edit: 'Change my search',
    unsubscribe: 'Unsubscribe',
  },
  de: {
    subject: (n) =>
      n === 1 ? 'Eine neue Immobilie passt zu Ihrer Suche' : `${n} neue Immobilien passen zu Ihrer Suche`,
    intro: 'Diese Immobilien sind neu in unserem Angebot und passen zu Ihrer Suche.',
    why: 'Sie erhalten diese E-Mail, weil Sie sich auf unserer Website für neue Immobilien angemeldet haben.',
    edit: 'Suche ändern',
    unsubscribe: 'Abmelden',
  },
};

/**
 * New estates for a subscription. The List-Unsubscribe headers (RFC 8058) let a mail program offer
 * its own unsubscribe button, which POSTs to the one-click URL without opening the site.
 */
export function estateAlertMail(input: EstateAlertInput): ComposedMail {
  const t = texts[input.locale];
  const common = commonTexts[input.locale];
  const { brand, locale, estates } = input;
  const subject = t.subject(estates.length);
  const links = html`${link(input.editUrl, t.edit)} · ${link(input.unsubscribeUrl, t.unsubscribe)}`;
  return {
    subject,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUnsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    html: htmlPage({
      locale,
      brand,
      title: subject,
      preview: t.intro,
      body: html`${paragraph(common.greeting)}${paragraph(t.intro)}${estates.map((estate) => estateCardHtml(estate, locale))}${paragraph(html`${common.regards}<br />${brand.name}`)}`,
      footer: html`${muted(t.why)}${muted(links)}`,
    }),
    text: textPage(
      brand,
      [common.greeting, t.intro, ...estates.map((estate) => estateCardText(estate, locale)), common.regards],
      [t.why, `${t.edit}: ${input.editUrl}\n${t.unsubscribe}: ${input.unsubscribeUrl}`],
    ),
  };
}
