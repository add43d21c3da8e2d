import 'server-only';
import { getAppointment } from '@/server/content-service';
import type { Appointment } from '@/content-api/schemas';
import type { Locale } from '@/i18n/locales';
import { buildLocalizedPath } from '@/i18n/paths';
import {
  appointmentCancellationMail,
  appointmentConfirmationMail,
  loadEstateForMail,
  queueMails,
  siteMailBrand,
  toMailEstate,
} from '@/server/mail';
import { getSiteUrl } from '@/server/sites/request-site';

/** The link of the confirmation mail that opens the cancel page on the site, in the visitor's language. */
export function cancelAppointmentUrl(siteUrl: string, appointmentId: string, locale: Locale): string {
  const path = buildLocalizedPath('cancelAppointment', locale, { appointmentId });
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/** What both mails show: the agency, the request's site, and the estate (null when not loaded). */
async function mailSetting(appointment: Appointment, locale: Locale) {
  const siteUrl = await getSiteUrl();
  const [brand, group] = await Promise.all([
    siteMailBrand(),
    loadEstateForMail(appointment.estateId, locale),
  ]);
  return { siteUrl, brand, estate: group && toMailEstate(group, locale, siteUrl) };
}

/** The booking's confirmation, with the estate's address as far as it is published and the cancel link. */
export async function queueBookingConfirmation(appointment: Appointment, locale: Locale): Promise<void> {
  const { siteUrl, brand, estate } = await mailSetting(appointment, locale);
  const mail = appointmentConfirmationMail({
    locale,
    brand,
    start: appointment.start,
    end: appointment.end,
    estate,
    cancelUrl: cancelAppointmentUrl(siteUrl, appointment.id, locale),
  });
  await queueMails([{ ...mail, kind: 'appointment-confirmation', to: appointment.email }]);
}

/**
 * After the live agenda cancelled an appointment: the visitor's confirmation, in the language they
 * cancelled in. The appointment is read again for its address, time and estate.
 */
export async function queueCancellationNotice(appointmentId: string, locale: Locale): Promise<void> {
  const appointment = await getAppointment(appointmentId, { locale, cache: 'no-store' });
  if (!appointment) throw new Error(`Appointment ${appointmentId} not found after its cancellation`);
  const { brand, estate } = await mailSetting(appointment, locale);
  const mail = appointmentCancellationMail({
    locale,
    brand,
    start: appointment.start,
    end: appointment.end,
    estate,
  });
  await queueMails([{ ...mail, kind: 'appointment-cancellation', to: appointment.email }]);
}
