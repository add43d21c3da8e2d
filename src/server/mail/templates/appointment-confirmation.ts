import type { Locale } from '@/i18n/locales';
import { html } from '../html';
import type { ComposedMail } from '../message';
import { commonTexts } from './common-texts';
import type { MailEstate } from '@/display/mail/mail-estate';
import { estateCardHtml, estateCardText } from './estate-card';
import { button, htmlPage, muted, paragraph, textPage, type MailBrand } from './layout';

export interface AppointmentConfirmationInput {
  locale: Locale;
  brand: MailBrand;
  /** As the live agenda gives them: ISO date-times, with or without an offset. */
  start: string;
  end: string;
  estate?: MailEstate | null;
  cancelUrl: string;
}

const localeTags: Record<Locale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB', de: 'de-BE' };
const AGENCY_TIME_ZONE = 'Europe/Brussels';

/**
 * '14 maart 2026, 10:00'. A time with an offset is shown in Belgian time; one without is the
 * agenda's own local time and is shown as it is.
 */
export function formatAppointmentTime(iso: string, locale: Locale, part: 'date-time' | 'time'): string {
  const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(iso);
  const instant = new Date(hasOffset ? iso : `${iso.length === 10 ? `${iso}T00:00` : iso}Z`);
  if (Number.isNaN(instant.getTime())) return iso;
  const timeZone = hasOffset ? AGENCY_TIME_ZONE : 'UTC';
  const options: Intl.DateTimeFormatOptions =
    part === 'time' ? { timeStyle: 'short', timeZone } : { dateStyle: 'full', timeStyle: 'short', timeZone };
  return new Intl.DateTimeFormat(localeTags[locale], options).format(instant);
}

/** The appointment's start in full and its end as a time: '14 maart 2026, 10:00 – 10:30'. */
export function appointmentSpan(
  start: string,
  end: string,
  locale: Locale,
): { starts: string; when: string } {
  const starts = formatAppointmentTime(start, locale, 'date-time');
  return { starts, when: `${starts} – ${formatAppointmentTime(end, locale, 'time')}` };
}

const texts: Record<
  Locale,
  {
    subject: (when: string) => string;
    booked: string;
    when: string;
    where: string;
    cancel: string;
    cancelHint: string;
  }
> = {
  nl: {
    subject: (when) => `Uw afspraak op ${when}`,
    booked: 'Uw afspraak is vastgelegd. We kijken ernaar uit u te ontmoeten.',
    when: 'Wanneer',
    where: 'Waar',
    cancel: 'Afspraak annuleren',
    cancelHint:
      'Kunt u toch niet komen? Annuleer de afspraak dan via de knop, zodat iemand anders het moment kan boeken.',
  },
  fr: {
    subject: (when) => `Votre rendez-vous du ${when}`,
    booked: 'Votre rendez-vous est confirmé. Nous nous réjouissons de vous rencontrer.',
    when: 'Quand',
    where: 'Où',
    cancel: 'Annuler le rendez-vous',
    cancelHint:
      'Vous ne pouvez finalement pas venir ? Annulez le rendez-vous avec le bouton, afin que quelqu’un d’autre puisse réserver ce moment.',
  },
  en: {
    subject: (when) => `Your appointment on ${when}`,
    booked: 'Your appointment is booked. We look forward to meeting you.',
    when: 'When',
    where: 'Where',
    cancel: 'Cancel the appointment',
    cancelHint:
      'Cannot make it after all? Cancel the appointment with the button, so that someone else can book the time.',
  },
  de: {
    subject: (when) => `Ihr Termin am ${when}`,
    booked: 'Ihr Termin ist gebucht. Wir freuen uns darauf, Sie zu treffen.',
    when: 'Wann',
    where: 'Wo',
    cancel: 'Termin absagen',
    cancelHint:
      'Sie können doch nicht kommen? Sagen Sie den Termin über die Schaltfläche ab, damit jemand anderes ihn buchen kann.',
  },
};

/** Confirms a live-agenda booking, with the link that cancels it. */
export function appointmentConfirmationMail(input: AppointmentConfirmationInput): ComposedMail {
  const t = texts[input.locale];
  const common = commonTexts[input.locale];
  const { brand, locale, estate } = input;
  const { starts, when } = appointmentSpan(input.start, input.end, locale);
  const subject = t.subject(starts);
  const where = estate ? estate.address || estate.place : '';
  return {
    subject,
    html: htmlPage({
      locale,
      brand,
      title: subject,
      preview: when,
      body: html`${paragraph(common.greeting)}${paragraph(t.booked)}${paragraph(html`<strong>${t.when}:</strong> ${when}`)}${where ? paragraph(html`<strong>${t.where}:</strong> ${where}`) : ''}${estate ? estateCardHtml(estate, locale) : ''}${paragraph(t.cancelHint)}${button(input.cancelUrl, t.cancel, brand)}${paragraph(html`${common.regards}<br />${brand.name}`)}`,
      footer: muted(common.automatic),
    }),
    text: textPage(
      brand,
      [
        common.greeting,
        t.booked,
        where ? `${t.when}: ${when}\n${t.where}: ${where}` : `${t.when}: ${when}`,
        estate && estateCardText(estate, locale),
        `${t.cancelHint}\n${t.cancel}: ${input.cancelUrl}`,
        common.regards,
      ],
      [common.automatic],
    ),
  };
}
