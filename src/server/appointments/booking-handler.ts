import 'server-only';
import { HttpError } from '@/content-api/errors';
import { createAppointment, getEstateGroup } from '@/content-api/server';
import type { Appointment } from '@/content-api/schemas';
import { appointmentBookingSchema } from '@/domain/forms/appointment-schema';
import type { Locale } from '@/i18n/locales';
import { buildLocalizedPath } from '@/i18n/paths';
import { acceptForm } from '@/server/forms/accept-form';
import { jsonOk } from '@/server/http/json-response';
import { errorCodes, RouteError } from '@/server/http/route-error';
import { appointmentConfirmationMail, queueMails, siteMailBrand, toMailEstate } from '@/server/mail';
import type { MailEstate } from '@/server/mail/templates/estate-card';
import { getSiteUrl } from '@/server/sites/request-site';
import { agendaTranslator, parseVisitorForm } from './agenda-messages';

export const SLOT_TAKEN = errorCodes.slotTaken;

/** The link of the confirmation mail that opens the cancel page on the site, in the visitor's language. */
export function cancelAppointmentUrl(siteUrl: string, appointmentId: string, locale: Locale): string {
  const path = buildLocalizedPath('cancelAppointment', locale, { appointmentId });
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

async function mailEstate(estateId: number, locale: Locale, siteUrl: string): Promise<MailEstate | null> {
  try {
    const group = await getEstateGroup(estateId, { locale });
    return group ? toMailEstate(group, locale, siteUrl) : null;
  } catch (error) {
    console.warn(
      'Appointment: estate not loaded for the mail',
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

async function queueConfirmation(appointment: Appointment, locale: Locale): Promise<void> {
  const siteUrl = await getSiteUrl();
  const [brand, estate] = await Promise.all([
    siteMailBrand(),
    mailEstate(appointment.estateId, locale, siteUrl),
  ]);
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
 * POST /{lang}/ajax/live-agenda/reservation: books one free slot for the visitor (form guards,
 * schema, then the live agenda) and queues the confirmation with its cancel link. 201 with the
 * appointment's time; 409 when the slot was taken in the meantime (or no longer exists).
 */
export async function answerBooking(request: Request, locale: Locale): Promise<Response> {
  const { fields } = await acceptForm(request, locale, {
    endpoint: 'live-agenda',
    form: 'live-agenda',
    fields: (body) => parseVisitorForm(appointmentBookingSchema, body, locale),
    recipients: ({ email }) => ({ email }),
  });
  let appointment: Appointment;
  try {
    appointment = await createAppointment(
      {
        agendaId: fields.agendaId,
        slotId: fields.slotId,
        name: fields.name,
        email: fields.email,
        ...(fields.phone ? { phone: fields.phone } : {}),
        locale,
      },
      { locale },
    );
  } catch (error) {
    if (error instanceof HttpError && (error.status === 409 || error.status === 404)) {
      const message = agendaTranslator(locale)('AgendaErrors.slotTaken');
      throw new RouteError(SLOT_TAKEN, message, { slotId: message });
    }
    throw error;
  }
  try {
    await queueConfirmation(appointment, locale);
  } catch (error) {
    // The visit is booked whatever happens to the mail: the agency sees it in its agenda.
    console.error('Appointment booked, but its confirmation mail could not be queued', error);
  }
  return jsonOk(
    { appointment: { start: appointment.start, end: appointment.end, email: appointment.email } },
    { status: 201 },
  );
}
