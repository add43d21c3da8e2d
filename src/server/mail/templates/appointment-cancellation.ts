import type { Locale } from '@/i18n/locales';
import { html } from '../html';
import type { ComposedMail } from '../message';
import { appointmentSpan } from './appointment-confirmation';
import { commonTexts } from './common-texts';
import type { MailEstate } from '@/display/mail/mail-estate';
import { estateCardHtml, estateCardText } from './estate-card';
import { button, htmlPage, link, muted, paragraph, textPage, type MailBrand } from './layout';

export interface AppointmentCancellationInput {
  /** The language the visitor cancelled in. */
  locale: Locale;
  brand: MailBrand;
  /** As the live agenda gives them: ISO date-times, with or without an offset. */
  start: string;
  end: string;
  estate?: MailEstate | null;
}

const texts: Record<
  Locale,
  {
    subject: (when: string) => string;
    cancelled: string;
    when: string;
    rebook: string;
    chooseAgain: string;
    offer: string;
    notYou: string;
  }
> = {
  nl: {
    subject: (when) => `Uw afspraak op ${when} is geannuleerd`,
    cancelled: 'Uw afspraak werd geannuleerd, zoals u vroeg. Het moment is weer vrij voor anderen.',
    when: 'Geannuleerde afspraak',
    rebook: 'Wilt u het pand toch bezoeken? Kies dan een nieuw moment op de pagina van het pand.',
    chooseAgain: 'Een nieuw moment kiezen',
    offer: 'Bekijk ons volledige aanbod',
    notYou: 'Hebt u deze afspraak niet zelf geannuleerd? Neem dan contact met ons op.',
  },
  fr: {
    subject: (when) => `Votre rendez-vous du ${when} est annulé`,
    cancelled:
      'Votre rendez-vous a été annulé, comme vous l’avez demandé. Ce moment est à nouveau libre pour d’autres.',
    when: 'Rendez-vous annulé',
    rebook: 'Vous souhaitez tout de même visiter ce bien ? Choisissez un autre moment sur la page du bien.',
    chooseAgain: 'Choisir un autre moment',
    offer: 'Voir toute notre offre',
    notYou: 'Vous n’avez pas annulé ce rendez-vous vous-même ? Contactez-nous.',
  },
  en: {
    subject: (when) => `Your appointment on ${when} is cancelled`,
    cancelled: 'Your appointment has been cancelled, as you asked. The time is free again for others.',
    when: 'Cancelled appointment',
    rebook: 'Would you still like to visit the property? Choose another time on its page.',
    chooseAgain: 'Choose another time',
    offer: 'See all our properties',
    notYou: 'Did you not cancel this appointment yourself? Then please contact us.',
  },
  de: {
    subject: (when) => `Ihr Termin am ${when} ist abgesagt`,
    cancelled: 'Ihr Termin wurde wie gewünscht abgesagt. Der Zeitpunkt ist wieder für andere frei.',
    when: 'Abgesagter Termin',
    rebook: 'Möchten Sie die Immobilie trotzdem besichtigen? Wählen Sie auf ihrer Seite einen neuen Termin.',
    chooseAgain: 'Neuen Termin wählen',
    offer: 'Unser gesamtes Angebot ansehen',
    notYou: 'Sie haben diesen Termin nicht selbst abgesagt? Dann nehmen Sie bitte Kontakt mit uns auf.',
  },
};

/**
 * Confirms that a live-agenda appointment is cancelled, in the language the visitor cancelled in,
 * with the way back to the estate (to choose another time) and to the site.
 */
export function appointmentCancellationMail(input: AppointmentCancellationInput): ComposedMail {
  const t = texts[input.locale];
  const common = commonTexts[input.locale];
  const { brand, locale, estate } = input;
  const { starts, when } = appointmentSpan(input.start, input.end, locale);
  const subject = t.subject(starts);
  return {
    subject,
    html: htmlPage({
      locale,
      brand,
      title: subject,
      preview: t.cancelled,
      body: html`${paragraph(common.greeting)}${paragraph(t.cancelled)}${paragraph(html`<strong>${t.when}:</strong> ${when}`)}${estate ? html`${estateCardHtml(estate, locale)}${paragraph(t.rebook)}${button(estate.url, t.chooseAgain, brand)}` : ''}${paragraph(link(brand.siteUrl, t.offer))}${paragraph(html`${common.regards}<br />${brand.name}`)}`,
      footer: html`${muted(t.notYou)}${muted(common.automatic)}`,
    }),
    text: textPage(
      brand,
      [
        common.greeting,
        t.cancelled,
        `${t.when}: ${when}`,
        estate && `${estateCardText(estate, locale)}\n\n${t.rebook}\n${t.chooseAgain}: ${estate.url}`,
        `${t.offer}: ${brand.siteUrl}`,
        common.regards,
      ],
      [t.notYou, common.automatic],
    ),
  };
}
